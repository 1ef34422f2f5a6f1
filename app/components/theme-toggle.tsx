import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { applyTheme, currentTheme, subscribeTheme } from "~/lib/theme";
import { useWords } from "./words";

/** Switches between light and dark; the label names the theme it switches to. */
export function ThemeToggle() {
  const { shell } = useWords();
  // null while hydrating: the prerendered HTML cannot know the visitor's theme.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const next = theme === "dark" ? "light" : "dark";
  const label = theme ? shell.themeSwitch(next) : shell.themeSwitchUnknown;
  return (
    <button
      type="button"
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      aria-label={label}
      title={label}
      className="inline-flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface active:bg-border"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
