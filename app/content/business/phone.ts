/**
 * Is the business's phone number one of its own country's? The schema's pattern only asks for
 * + and digits, so "+9876543210" (the country code forgotten: +98 is Iran) or "+91987654321"
 * (a digit dropped) would pass, and every Call and WhatsApp button would ring a wrong number.
 * libphonenumber-js knows each country's code and which numbers it gives out. Its full ("max")
 * metadata, not the small one: the small one takes any 10 digits after +91, and any 8 to 11
 * starting with 1, so a Delhi landline with a digit dropped (+91112345678) would pass. The
 * check runs in the content check at build time, never in a visitor's browser, so the size
 * costs visitors nothing.
 */
import {
  type CountryCode,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import metadata from "libphonenumber-js/max/metadata";
import examples from "libphonenumber-js/mobile/examples";

/** The sample number the site ships with: accepted, and the build warns while it is in place (samples.ts). */
export const isSamplePhone = (phone: string) => /^\+910+$/.test(phone);

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** "Iran", "the United States": a country's English name, with "the" where English says it. */
function countryName(country: string): string {
  const name = regionNames.of(country) ?? country;
  return /^(United |Netherlands$|Philippines$|Maldives$|Bahamas$|Gambia$|Comoros$|Seychelles$|Czech Republic$|Dominican Republic$|Central African Republic$|.* Islands$)/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/**
 * What looks wrong with `phone` (already + and digits) for a business in `country` ("IN"), in
 * plain words, or undefined when it is a valid number there. A country libphonenumber-js does
 * not know is taken as India.
 */
export function phoneProblem(phone: string, country: string): string | undefined {
  const home: CountryCode = isSupportedCountry(country) ? country : "IN";
  if (isSamplePhone(phone)) return undefined;
  const code = getCountryCallingCode(home);
  const number = parsePhoneNumberFromString(phone);
  if (number?.isValid() && number.countryCallingCode === code) {
    if (number.number === phone) return undefined;
    // "+9109876543210": the 0 dialled inside India. A phone may still call it, but wa.me cannot.
    const extra = phone.slice(1 + code.length, phone.length - number.nationalNumber.length);
    return `has an extra ${extra} after +${code}, dialled only from inside ${countryName(home)}: leave it out and write ${number.number}`;
  }
  const example = getExampleNumber(home, examples)!.number;
  const digits = example.length - 1 - code.length;
  const where = `a phone number in ${countryName(home)}`;
  if (!phone.startsWith(`+${code}`)) {
    const theirs = number?.countryCallingCode;
    // The code's main country ("GB" for +44, not Guernsey's "GG"); "001" is a code of no country (+800).
    const owner: string | undefined = theirs ? metadata.country_calling_codes[theirs]?.[0] : undefined;
    const start =
      theirs && owner && owner !== "001"
        ? `starts with +${theirs}, the code of ${countryName(owner)}`
        : `does not start with +${code}, the code of ${countryName(home)}`;
    return `${start}; ${where} starts with +${code} and then has ${digits} digits (e.g. ${example})`;
  }
  const after = phone.length - 1 - code.length;
  if (phone[1 + code.length] === "0")
    return `has a 0 right after +${code}: leave out the 0 dialled inside ${countryName(home)}; ${where} then has ${digits} digits (e.g. ${example})`;
  if (after !== digits) return `has ${after} digits after +${code}; ${where} has ${digits} (e.g. ${example})`;
  return `is not ${where}: the digits after +${code} do not begin as any number there does; copy the number again from your phone (e.g. ${example})`;
}
