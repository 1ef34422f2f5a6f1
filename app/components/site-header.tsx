import { Globe, Menu, Phone, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import { languages } from "~/content/languages";
import { localePath } from "~/lib/i18n";
import { telLink } from "~/lib/links";
import { sitePages } from "~/site-pages";
import { LanguageLinks } from "./language-links";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";
import { useWords } from "./words";

/**
 * The sticky header with the one navigation. On wide screens the links sit in a row; on
 * small screens a menu button opens them as a dropdown.
 *
 * The dropdown is a native popover, so it works before hydration (which waits for the page
 * to load) and without JavaScript: the browser opens and closes it, closes it on Escape or a
 * click outside, returns focus to the button and exposes the button's expanded state to
 * assistive technology (so the button carries no aria-expanded: ARIA in HTML forbids it
 * beside popovertarget). React only closes the menu on navigation.
 *
 * The language switcher is in the small-screen menu, below the pages; from tablets up it is
 * a popover of its own behind a globe button, so that the header stays one row.
 */
const MENU_ID = "site-menu";
const LANGUAGES_ID = "site-languages";

export function SiteHeader() {
  const { pathname } = useLocation();
  const { lang, shell, navLabels } = useWords();
  // Client-side navigation keeps the header: close the menu when a link in it is chosen
  // (the current page's too) and when the page changes otherwise (back and forward).
  const closeMenu = () => {
    for (const popover of document.querySelectorAll<HTMLElement>(`#${MENU_ID}, #${LANGUAGES_ID}`)) {
      if (popover.matches(":popover-open")) popover.hidePopover();
    }
  };
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeMenu();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg">
      {/* A fixed height (--header-height in app.css, with the border): the menu opens right
          below it, and nothing in the row, in any language or width, can make it grow. */}
      <div className="mx-auto flex h-15 max-w-6xl items-center gap-x-2 px-4 sm:px-6">
        <Link
          to={localePath(lang, "/")}
          aria-label={shell.homeLinkLabel}
          className="mr-auto flex min-h-11 min-w-0 items-center gap-2 rounded-lg font-bold min-[22.5rem]:gap-2.5"
        >
          <Logo className="size-9 shrink-0" />
          {/* Two short lines at most on the narrowest phones, one from 360 px. */}
          <span lang="en" className="line-clamp-2 text-[0.9375rem] leading-tight tracking-tight min-[22.5rem]:text-base sm:text-lg">
            {business.name}
          </span>
        </Link>

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
              {sitePages.map((page) => (
                <li key={page.key}>
                  <NavLink
                    to={localePath(lang, page.path)}
                    // Prerendering requests "/about/" (with the slash): only Home needs an exact match.
                    end={page.key === "home"}
                    onClick={closeMenu}
                    className="flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface aria-[current=page]:text-accent-text aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 md:px-2 lg:px-3"
                  >
                    {navLabels[page.key]}
                  </NavLink>
                </li>
              ))}
            </ul>
            {/* Inside the main navigation already: a labelled list, not a landmark of its own. */}
            <div className="mt-2 border-t border-border pt-2 md:hidden">
              <LanguageLinks current={lang} onChoose={closeMenu} aria-label={shell.language} className="flex flex-wrap gap-1" />
            </div>
          </div>
        </nav>

        {/* Between the md and lg breakpoints the row is tight: the call button shows only its icon. */}
        <a
          href={telLink(business.phone)}
          className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-accent font-semibold text-on-accent hover:bg-accent-hover md:inline-flex lg:px-4"
        >
          <Phone aria-hidden="true" className="size-4" />
          <span className="max-lg:sr-only">{shell.callLong}</span>
        </a>
        <nav aria-label={shell.language} className="hidden md:block">
          <button
            type="button"
            popoverTarget={LANGUAGES_ID}
            title={shell.language}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full font-medium hover:bg-surface active:bg-border lg:px-3"
          >
            <Globe aria-hidden="true" className="size-5" />
            <span className="sr-only">{shell.language}: </span>
            <span className="max-lg:sr-only">{languages[lang].name}</span>
          </button>
          <LanguageLinks
            current={lang}
            onChoose={closeMenu}
            id={LANGUAGES_ID}
            popover="auto"
            aria-label={shell.language}
            className="site-languages"
          />
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}
