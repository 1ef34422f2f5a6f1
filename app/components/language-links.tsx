import { Link } from "react-router";
import { LANGS, languages, type Lang } from "~/content/languages";
import { localePath, rememberLanguageChoice } from "~/lib/i18n";
import { useEnglishPath } from "~/lib/page-handle";

/**
 * The three editions of the page on screen, each named in its own script, with its own
 * `lang` and `hreflang`; the current one is marked. Plain links, so they work without
 * JavaScript. The not-found page links to the other editions' home pages.
 */
export function LanguageLinks({
  current,
  onChoose,
  ...list
}: { current: Lang; onChoose?: () => void } & Pick<React.HTMLAttributes<HTMLUListElement>, "id" | "className" | "popover" | "aria-label">) {
  const path = useEnglishPath();
  return (
    <ul {...list}>
      {LANGS.map((lang) => (
        <li key={lang}>
          <Link
            to={localePath(lang, path)}
            lang={languages[lang].tag}
            hrefLang={languages[lang].tag}
            aria-current={lang === current ? "true" : undefined}
            onClick={() => {
              rememberLanguageChoice();
              onChoose?.();
            }}
            className="flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface aria-[current]:text-accent-text aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8"
          >
            {languages[lang].name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
