/**
 * The head of every page, from content: title, description, canonical URL, the links to the
 * page's other languages, Open Graph and Twitter card tags, and the page's JSON-LD (built by
 * lib/structured-data.ts and each kind's head). Absolute URLs use SITE_URL and BASE_PATH from
 * the build (see common/site-config.ts).
 */
import type { MetaDescriptor } from "react-router";
import { business } from "#app/content/business/business.ts";
import type { HeadKey } from "#app/content/words/word-files.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { type Lang, LANGS, languages } from "#app/content/languages.ts";
import { localePath } from "./i18n.ts";
import { builtSite, type HeadKind, type PageGraphOptions, pageGraph } from "./structured-data.ts";
import { absoluteUrl, socialImagePath } from "./urls.ts";

export const SOCIAL_IMAGE = { width: 1200, height: 630 };

/** What the lists of a kind with items (the places, the tours) share: the list's address, head and opening words. */
export interface ListPageData {
  kind: "index";
  /** The page's English path, for its head's links to the other languages. */
  path: string;
  title: string;
  description: string;
  heading: string;
  intro: string;
}

/** The head of a kind's own page; `copy` is its title and description. */
export function pageMeta(kind: HeadKind, lang: Lang, copy: { title: string; description: string }): MetaDescriptor[] {
  // Only the pages in the sitemap have a canonical address (not the not-found and offline pages).
  return headMeta(lang, copy, kind.sitemap ? kind.path : null, socialImagePath(kind.key, lang));
}

/** The head of a page at `englishPath` (null: the not-found page, which has no address). */
export function headMeta(
  lang: Lang,
  { title, description }: { title: string; description: string },
  englishPath: string | null,
  imagePath: string,
): MetaDescriptor[] {
  const image = absoluteUrl(imagePath);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: business.name[lang] },
    { property: "og:locale", content: languages[lang].ogLocale },
    ...LANGS.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: languages[l].ogLocale })),
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
  if (englishPath === null) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  const url = absoluteUrl(localePath(lang, englishPath));
  meta.push({ tagName: "link", rel: "canonical", href: url }, { property: "og:url", content: url });
  // Each edition names all three (itself included) and English as the default, so the set
  // is the same, and reciprocal, on every page.
  for (const l of LANGS) {
    meta.push({ tagName: "link", rel: "alternate", hrefLang: languages[l].tag, href: absoluteUrl(localePath(l, englishPath)) });
  }
  meta.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localePath("en", englishPath)) });
  return meta;
}

/**
 * A kind's own page's head: the meta tags from its words' head (title and description), and,
 * for a page in the sitemap, its JSON-LD graph, with the kind's own nodes in `graph`.
 */
export function kindMeta(kind: HeadKind, lang: Lang, graph?: PageGraphOptions): MetaDescriptor[] {
  const meta = pageMeta(kind, lang, pageCopy(lang, kind.key as HeadKey));
  return kind.sitemap ? [...meta, { "script:ld+json": pageGraph(builtSite(), kind, lang, graph) }] : meta;
}
