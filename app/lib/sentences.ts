/**
 * How a sentence ends in each language, for the places where the code joins two of them
 * (the footer's name and rights, the planner's fare note): Hindi ends it with the danda “।”,
 * English and Gujarati with a full stop (docs/style-guide.md, “Punctuation”). A new language
 * is a new entry: the type asks for it.
 */
import type { Lang } from "#app/content/languages.ts";

export const FULL_STOP: Record<Lang, string> = { en: ".", gu: ".", hi: "।" };
