import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { currentTheme, subscribeTheme } from "~/lib/theme";
import { useWords } from "./words";

/**
 * Switches between light and dark; the label names the theme it switches to. The switching
 * itself is the head script's (lib/theme.ts), so that it works before hydration.
 */
export function ThemeToggle() {
  const { shell } = useWords();
  // null while hydrating: the prerendered HTML cannot know the visitor's theme.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const next = theme === "dark" ? "light" : "dark";
  const label = theme ? shell.themeSwitch(next) : shell.themeSwitchUnknown;
  return (
    <button
      type="button"
      data-theme-toggle
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface active:bg-border"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
