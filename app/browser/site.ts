/**
 * The script of every page but the offline ones (decision 015): what the prerendered HTML
 * cannot know, filled in from the words the page carries. No framework: a few small modules,
 * each for one part of the page, each doing nothing on a page without that part. They run
 * once the page has loaded, each when the browser is idle: none of it is needed for the
 * first paint, and a first tap must not wait behind it (only the choice of a language is
 * listened for at once).
 */
import { hideEndedNotices } from "./notices.ts";
import { showOpenNow } from "./open-now.ts";
import { offerLanguage, rememberLanguageChosen } from "./language-suggestion.ts";
import { revealOnScroll } from "./reveal.ts";
import { registerServiceWorker } from "./service-worker.ts";
import { keepThemeLabel } from "./theme-label.ts";
import { showYear } from "./year.ts";
import { afterLoad } from "./idle.ts";

rememberLanguageChosen();
// At once, not when idle: an ended notice must not be read, or flash, before it goes.
hideEndedNotices();
afterLoad(keepThemeLabel, showYear, showOpenNow, offerLanguage, revealOnScroll, registerServiceWorker);
