/**
 * Appearance: the system's by default; the header toggle pins light or dark and remembers
 * it. THEME_BOOTSTRAP runs inline in <head> before the first paint, so a stored choice
 * never flashes the wrong theme, even when script files fail to load. It also marks <html>
 * with `js` so that script-only UI (the collapsed menu) is laid out right from the start.
 */
export const THEME_KEY = "theme";
export type Theme = "light" | "dark";

export const THEME_BOOTSTRAP = `(function(){var d=document.documentElement;d.classList.add("js");try{var t=localStorage.getItem("${THEME_KEY}");if(t==="light"||t==="dark")d.classList.add(t)}catch(e){}})()`;

/** The theme in effect now: the pinned one, or the system's. */
export function currentTheme(): Theme {
  const root = document.documentElement.classList;
  if (root.contains("dark")) return "dark";
  if (root.contains("light")) return "light";
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement.classList;
  root.remove("light", "dark");
  root.add(theme);
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be blocked (private mode); the choice then lasts for this page only.
  }
  window.dispatchEvent(new Event("themechange"));
}

export function subscribeTheme(onChange: () => void): () => void {
  const media = matchMedia("(prefers-color-scheme: dark)");
  media.addEventListener("change", onChange);
  window.addEventListener("themechange", onChange);
  return () => {
    media.removeEventListener("change", onChange);
    window.removeEventListener("themechange", onChange);
  };
}
