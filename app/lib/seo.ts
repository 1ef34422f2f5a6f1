/**
 * The head of every page, from content: title, description, canonical URL, Open Graph and
 * Twitter card tags. (JSON-LD is written into the pages at build time: structured-data.ts.) Absolute URLs use SITE_URL and BASE_PATH from the build (see
 * scripts/site-config.ts).
 */
import type { MetaDescriptor } from "react-router";
import { business } from "~/content/business";
import type { PageKey } from "~/site-pages";
import { absoluteUrl, socialImagePath } from "./urls";

export const SOCIAL_IMAGE = { width: 1200, height: 630 };

/** `page` is the page's own copy (its title and description), passed in so that a page's
 * script carries only its own words. */
export function pageMeta(
  key: PageKey,
  { title, description }: { title: string; description: string },
  path: string | null,
): MetaDescriptor[] {
  const image = absoluteUrl(socialImagePath(key));
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:locale", content: "en_IN" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_IMAGE.width) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE.height) },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  // The not-found page has no address of its own: no canonical, and kept out of indexes.
  if (path === null) {
    meta.push({ name: "robots", content: "noindex" });
  } else {
    const url = absoluteUrl(path);
    meta.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:url", content: url },
    );
  }
  return meta;
}
