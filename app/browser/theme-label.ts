import { currentTheme, subscribeTheme } from "#app/inline/theme.ts";

/**
 * The theme toggle's label names the theme it switches to ("Switch to dark theme"), in the
 * page's words (`data-label-light`, `data-label-dark`), whenever the theme changes: by the
 * toggle (the head script switches it, inline/theme.ts) or by the system.
 */
export function keepThemeLabel() {
  const buttons = document.querySelectorAll<HTMLElement>("[data-theme-toggle]");
  if (!buttons.length) return;
  const update = () => {
    const label = currentTheme() === "dark" ? "labelLight" : "labelDark";
    for (const button of buttons) {
      const text = button.dataset[label];
      if (!text) continue;
      button.setAttribute("aria-label", text);
      button.title = text;
    }
  };
  update();
  subscribeTheme(update);
}
