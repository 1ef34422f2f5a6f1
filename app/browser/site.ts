/**
 * The script of every page but the offline ones (decision 015): what the prerendered HTML
 * cannot know, filled in from the words the page carries. No framework: a few small modules,
 * each for one part of the page, each doing nothing on a page without that part.
 */
import { showOpenNow } from "./open-now";
import { offerLanguage, rememberLanguageChosen } from "./language-suggestion";
import { revealOnScroll } from "./reveal";
import { registerServiceWorker } from "./service-worker";
import { keepThemeLabel } from "./theme-label";
import { showYear } from "./year";

keepThemeLabel();
showYear();
showOpenNow();
rememberLanguageChosen();
offerLanguage();
revealOnScroll();
registerServiceWorker();
