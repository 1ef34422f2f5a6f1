/**
 * Appearance: the system's by default; the header toggle pins light or dark and remembers
 * it. THEME_BOOTSTRAP runs inline in <head> before the first paint, so a stored choice
 * never flashes the wrong theme, even when script files fail to load. It also marks <html>
 * with `js` so that script-only UI (the collapsed menu) is laid out right from the start.
 *
 * It also handles the toggle itself (any `[data-theme-toggle]` button), so that the first
 * tap works at once, long before React has loaded on a slow phone (decision 007). React only
 * keeps the button's label in step, through the "themechange" event.
 */
export const THEME_KEY = "theme";
export const THEME_EVENT = "themechange";
export type Theme = "light" | "dark";

/**
 * The page's background in each appearance (--c-bg in app.css): the browser's bar takes it
 * (`theme-color`), and so do an installed app's title bar and splash screen (the manifest).
 */
export const PAGE_BACKGROUND: Record<Theme, string> = { light: "#ffffff", dark: "#0b1220" };

export const THEME_BOOTSTRAP = `(function(){var d=document.documentElement,c=d.classList;c.add("js");try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")c.add(t)}catch(e){}addEventListener("click",function(e){if(!e.target.closest||!e.target.closest("[data-theme-toggle]"))return;var n=c.contains("dark")||!c.contains("light")&&matchMedia("(prefers-color-scheme: dark)").matches?"light":"dark";c.remove("light","dark");c.add(n);try{localStorage.setItem("${THEME_KEY}",n)}catch(x){}dispatchEvent(new Event("${THEME_EVENT}"))})})()`;

/** The theme in effect now: the pinned one, or the system's. */
export function currentTheme(): Theme {
  const root = document.documentElement.classList;
  if (root.contains("dark")) return "dark";
  if (root.contains("light")) return "light";
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function subscribeTheme(onChange: () => void): () => void {
  const media = matchMedia("(prefers-color-scheme: dark)");
  media.addEventListener("change", onChange);
  window.addEventListener(THEME_EVENT, onChange);
  return () => {
    media.removeEventListener("change", onChange);
    window.removeEventListener(THEME_EVENT, onChange);
  };
}
