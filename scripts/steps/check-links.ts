/**
 * Link integrity of the built site: every internal href/src/srcset resolves to a file or
 * page in the output, a link to a page writes its address as the page's canonical URL does
 * ("/cars/", never "/cars", which every host redirects), every #fragment names an element on
 * its page, and every tel:, mailto:, upi: and WhatsApp link is well formed.
 */

export interface Page {
  /** URL path of the page, e.g. "/cars/". */
  path: string;
  html: string;
}

const ATTR = /\s(href|src|srcset|imagesrcset)="([^"]*)"/g;
const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/** The path of the page's canonical URL, if it names one (the not-found pages do not). */
export function canonicalPathOf(html: string): string | null {
  const href = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  return href ? new URL(decodeEntities(href)).pathname : null;
}

export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}

/** The link targets of a page: srcset lists are split into their URLs. */
export function linksOf(html: string): string[] {
  const out: string[] = [];
  for (const [, attr, raw] of html.matchAll(ATTR)) {
    const value = decodeEntities(raw);
    if (attr.endsWith("srcset"))
      out.push(
        ...value
          .split(",")
          .map((c) => c.trim().split(/\s+/)[0])
          .filter(Boolean),
      );
    else out.push(value);
  }
  return out;
}

export function checkExternal(link: string): string | null {
  if (link.startsWith("tel:")) return /^tel:\+[1-9]\d{7,14}$/.test(link) ? null : "malformed tel: link";
  if (link.startsWith("mailto:")) {
    const [address, query = ""] = link.slice(7).split("?");
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address)) return "malformed mailto: address";
    if (/[+ ]/.test(query)) return "mailto: query must encode spaces as %20";
    if (/%0D(?!%0A)|(?<!%0D)%0A/i.test(query)) return "mailto: line breaks must be %0D%0A (RFC 6068)";
    try {
      decodeURIComponent(query);
    } catch {
      return "mailto: query is not valid percent-encoding";
    }
    return null;
  }
  if (link.startsWith("upi:")) {
    // Pay by UPI: the payee's UPI ID and name, in rupees, no amount (components/upi-pay.tsx).
    if (!/^upi:\/\/pay\?pa=[a-zA-Z0-9][a-zA-Z0-9._-]+@[a-zA-Z][a-zA-Z0-9]+&pn=[^\s&#+]+&cu=INR$/.test(link)) return "malformed UPI link";
    try {
      decodeURIComponent(link);
    } catch {
      return "UPI payee's name is not valid percent-encoding";
    }
    return null;
  }
  if (link.startsWith("https://wa.me/")) {
    if (!/^https:\/\/wa\.me\/[1-9]\d{7,14}(\?text=[^\s+#]*)?$/.test(link)) return "malformed WhatsApp link";
    try {
      decodeURIComponent(link);
    } catch {
      return "WhatsApp text is not valid percent-encoding";
    }
    return null;
  }
  return null;
}

/**
 * Returns one line per problem. `fileExists(path)` answers for a URL path below the base
 * ("/assets/x.css"); `base` is the BASE_PATH the site was built for.
 */
export function checkLinks(pages: Page[], fileExists: (urlPath: string) => boolean, base = "/"): string[] {
  const problems: string[] = [];
  const byPath = new Map(pages.map((p) => [p.path.replace(/\/$/, "") || "/", p]));
  for (const page of pages) {
    for (const link of linksOf(page.html)) {
      const where = `${page.path}: ${link}`;
      if (/^(tel:|mailto:|upi:|https:\/\/wa\.me\/)/.test(link)) {
        const problem = checkExternal(link);
        if (problem) problems.push(`${where}: ${problem}`);
        continue;
      }
      if (/^(https?:)?\/\//.test(link) || link.startsWith("data:")) continue;
      if (link.startsWith("#")) {
        if (link.length > 1 && !idsOf(page.html).has(link.slice(1))) problems.push(`${where}: no element with this id`);
        continue;
      }
      if (!link.startsWith(base)) {
        problems.push(`${where}: internal link outside the base path ${base}`);
        continue;
      }
      const [pathPart, fragment] = link.split("#");
      const linkPath = pathPart.split("?")[0];
      const urlPath = `/${linkPath.slice(base.length)}`;
      const target = byPath.get(urlPath.replace(/\/$/, "") || "/");
      if (target) {
        const canonical = canonicalPathOf(target.html);
        if (canonical && linkPath !== canonical) problems.push(`${where}: the page's address is ${canonical}`);
        if (fragment && !idsOf(target.html).has(fragment)) problems.push(`${where}: no element #${fragment} on ${target.path}`);
      } else if (!fileExists(urlPath)) {
        problems.push(`${where}: no such file or page`);
      }
    }
  }
  return problems;
}
