import { Globe, Menu, MessageCircle, Phone, X } from "lucide-react";
import { useLocation } from "react-router";
import { business, businessIn } from "#app/content/business/business.ts";
import { languages } from "#app/content/languages.ts";
import { localePath } from "#app/lib/i18n.ts";
import { newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { menuPages } from "#app/page-kinds.ts";
import { LanguageLinks } from "./language-links.tsx";
import { Logo } from "./logo.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";
import { useWords } from "./words.tsx";
import { siteHref } from "#app/lib/urls.ts";

/**
 * The sticky header with the one navigation. On wide screens the links sit in a row; on
 * small screens a menu button opens them as a dropdown.
 *
 * The dropdown is a native popover, so it works before any script and without JavaScript: the browser opens and closes it, closes it on Escape or a
 * click outside, returns focus to the button and exposes the button's expanded state to
 * assistive technology (so the button carries no aria-expanded: ARIA in HTML forbids it
 * beside popovertarget). Every link loads its page, so the menu is closed there.
 *
 * The language switcher is in the small-screen menu, below the pages; from tablets up it is
 * a popover of its own behind a globe button, so that the header stays one row.
 */
const MENU_ID = "site-menu";
const LANGUAGES_ID = "site-languages";

export function SiteHeader() {
  const { pathname } = useLocation();
  const { lang, shell, navLabels, messages } = useWords();
  // The page on screen: its link in the menu is marked. Home only on its own address; the
  // others also on the pages under them.
  const isCurrent = (path: string) => (path === "/" ? pathname === localePath(lang, path) : pathname.startsWith(localePath(lang, path)));

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg">
      {/* A fixed height (--header-height in app.css, with the border): the menu opens right
          below it, and nothing in the row, in any language or width, can make it grow. */}
      <div className="mx-auto flex h-15 max-w-6xl items-center gap-x-2 px-4 sm:px-6">
        <a
          href={siteHref(localePath(lang, "/"))}
          aria-label={shell.homeLinkLabel}
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-bold min-[22.5rem]:gap-2.5"
        >
          <Logo className="size-9 shrink-0" />
          {/* Two short lines at most on the narrowest phones, one from 360 px. */}
          <span className="line-clamp-2 text-[0.9375rem] leading-tight tracking-tight min-[22.5rem]:text-base sm:text-lg">
            {businessIn(lang).name}
          </span>
        </a>

        <nav aria-label={shell.navLabel} className="group">
          <button
            type="button"
            popoverTarget={MENU_ID}
            aria-label={shell.menu}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-surface active:bg-border md:hidden"
          >
            <Menu aria-hidden="true" className="size-6 group-has-[:popover-open]:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-has-[:popover-open]:block" />
          </button>
          <div id={MENU_ID} popover="auto" className="site-menu">
            <ul className="site-menu-pages">
              {menuPages.map((page) => (
                <li key={page.key}>
                  <a
                    href={siteHref(localePath(lang, page.path))}
                    aria-current={isCurrent(page.path) ? "page" : undefined}
                    className="flex min-h-11 items-center rounded-lg px-3 font-medium whitespace-nowrap text-fg hover:bg-surface aria-[current=page]:text-accent-text aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 md:px-1.5 lg:px-3"
                  >
                    {navLabels[page.key]}
                  </a>
                </li>
              ))}
            </ul>
            {/* Inside the main navigation already: a labelled list, not a landmark of its own. */}
            <div className="mt-2 border-t border-border pt-2 md:hidden">
              <LanguageLinks current={lang} aria-label={shell.language} className="flex flex-wrap gap-1" />
            </div>
          </div>
        </nav>

        {/* Call and WhatsApp, from tablets up (phones have the bar at the bottom). Between the
            md and lg breakpoints the row is tight: the buttons show only their icons; WhatsApp's
            up to xl, so that the business's name keeps to one line. */}
        <a
          href={telLink(business.phone)}
          className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-accent font-semibold text-on-accent hover:bg-accent-hover md:inline-flex lg:px-4"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="max-lg:sr-only">{shell.callLong}</span>
        </a>
        <a
          href={whatsappLink(business.phone, messages.general)}
          {...newTab}
          className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-wa font-semibold text-on-wa hover:bg-wa-hover md:inline-flex xl:px-4"
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          <span className="max-xl:sr-only">{shell.whatsappShort}</span>
          <span className="sr-only">{` ${shell.opensNewTab}`}</span>
        </a>
        <nav aria-label={shell.language} className="hidden md:block">
          <button
            type="button"
            popoverTarget={LANGUAGES_ID}
            title={shell.language}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full font-medium hover:bg-surface active:bg-border lg:px-3"
          >
            <Globe aria-hidden="true" className="size-5" />
            <span className="sr-only">{`${shell.language}: `}</span>
            <span className="max-lg:sr-only">{languages[lang].name}</span>
          </button>
          <LanguageLinks current={lang} id={LANGUAGES_ID} popover="auto" aria-label={shell.language} className="site-languages" />
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}
