/**
 * The home page's head: its meta tags and JSON-LD, and its social card's headline.
 * The route module (route.tsx) puts `meta` in the page's head; the build draws the social card
 * with `cardTitle` (scripts/postbuild.ts).
 */
import type { Lang } from "#app/content/languages.ts";
import { pageCopy } from "#app/content/words/words.ts";
import { kindMeta } from "#app/lib/head.ts";
import { kind } from "./kind.ts";

export const meta = (lang: Lang) => kindMeta(kind, lang);
export const cardTitle = (lang: Lang) => pageCopy(lang, "home").headline;
