import { Moon, Sun } from "lucide-react";
import { useWords } from "./words.tsx";

/**
 * Switches between light and dark. The switching is the head script's (inline/theme.ts), so it
 * works from the first paint. The prerendered label cannot know the visitor's theme; the
 * page's script (browser/theme-label.ts) names the theme it switches to, from these words.
 */
export function ThemeToggle() {
  const { shell } = useWords();
  return (
    <button
      type="button"
      data-theme-toggle
      data-label-light={shell.themeSwitch("light")}
      data-label-dark={shell.themeSwitch("dark")}
      aria-label={shell.themeSwitchUnknown}
      title={shell.themeSwitchUnknown}
      className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface active:bg-border"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
