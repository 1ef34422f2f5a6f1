import { LANGS, languages, type Lang } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { useEnglishPath } from "./page-handle.ts";
import { siteHref } from "#app/lib/urls.ts";

/**
 * The three editions of the page on screen, each named in its own script, with its own
 * `lang` and `hreflang`; the current one is marked. Plain links, so they work without
 * JavaScript; choosing one is remembered (browser/language-suggestion.ts). The not-found
 * page links to the other editions' home pages.
 */
export function LanguageLinks({
  current,
  ...list
}: { current: Lang } & Pick<React.HTMLAttributes<HTMLUListElement>, "id" | "className" | "popover" | "aria-label">) {
  const path = useEnglishPath();
  return (
    <ul {...list}>
      {LANGS.map((lang) => (
        <li key={lang}>
          <a
            href={siteHref(localePath(lang, path))}
            lang={languages[lang].tag}
            hrefLang={languages[lang].tag}
            aria-current={lang === current ? "true" : undefined}
            className="flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface aria-[current]:text-accent-text aria-[current]:underline aria-[current]:decoration-2 aria-[current]:underline-offset-8"
          >
            {languages[lang].name}
          </a>
        </li>
      ))}
    </ul>
  );
}
