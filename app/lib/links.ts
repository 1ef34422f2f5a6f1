/**
 * Builders for the links that turn a visitor into a customer: telephone, WhatsApp
 * click-to-chat, e-mail and map directions. Pure functions, so their encoding is unit tested.
 */

/** Digits only: what wa.me wants, and the tel: link's number without formatting. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The number as people write it: an Indian number (+91 and ten digits) as
 * "+91 98765 43210", with non-breaking spaces so it never wraps; others as given.
 */
export function phoneForDisplay(phone: string): string {
  const digits = phoneDigits(phone);
  const indian = digits.match(/^91(\d{5})(\d{5})$/);
  return indian ? `+91\u00a0${indian[1]}\u00a0${indian[2]}` : phone;
}

/** `tel:+919876543210`, keeping the plus sign so it dials from abroad too. */
export function telLink(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * WhatsApp click-to-chat: `https://wa.me/<digits>?text=<message>`. encodeURIComponent turns
 * spaces into %20, newlines into %0A and "&", "?", "#" into their codes; the letters beyond
 * ASCII (Gujarati, Hindi, ₹, emoji) are then written as they are, as an address in a page may
 * be: the browser encodes them as UTF-8 when the link is followed, so WhatsApp gets the same
 * bytes, and the page carries a third of them (a Gujarati letter is 3 bytes, encoded 9; the
 * cars page has 16 such links, and its first round trip no byte to spare). Spaces and
 * invisible marks beyond ASCII (the no-break space, the joiners) stay encoded, to be seen.
 */
export function whatsappLink(phone: string, message?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return message ? `${base}?text=${whatsappText(message)}` : base;
}

/** The text of a WhatsApp link: see `whatsappLink`. */
export const whatsappText = (message: string) =>
  encodeURIComponent(message).replace(/(?:%[89A-F][0-9A-F])+/g, (run) =>
    decodeURIComponent(run).replace(/[\s\u00AD\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF]/gu, encodeURIComponent),
  );

/**
 * `mailto:` with subject and body. Built by hand rather than with URLSearchParams, which
 * would encode spaces as `+` and mail apps would show them literally. Line breaks are
 * written CR LF (`%0D%0A`), as RFC 6068 (section 5) asks: some phone mail apps join lines
 * split by a bare `%0A`.
 */
export function mailtoLink(email: string, fields: { subject?: string; body?: string } = {}): string {
  const query = Object.entries(fields)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent((v as string).replace(/\r?\n|\r/g, "\r\n"))}`)
    .join("&");
  return `mailto:${email}${query ? `?${query}` : ""}`;
}

/**
 * Google Maps directions to an address: `https://www.google.com/maps/dir/?api=1&destination=…`.
 * The documented Maps URL form, which opens the Maps app on a phone and the site elsewhere,
 * starting from wherever the visitor is. encodeURIComponent encodes "&", "," and non-ASCII
 * text, and writes spaces as %20.
 */
export function directionsLink(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * The address on one line, "street, city postalCode, region, country": the form a maps
 * search understands. Empty parts are left out rather than leaving stray commas.
 */
export function addressLine(address: { street: string; city: string; postalCode: string; region: string }, country: string): string {
  const cityLine = [address.city, address.postalCode].filter(Boolean).join(" ");
  return [address.street, cityLine, address.region, country].filter(Boolean).join(", ");
}

/** Attributes for a link that opens in a new tab without handing it our window. */
export const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
