import { Menu, Phone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { business } from "~/content/business";
import { nav, shell } from "~/content/copy";
import { telLink } from "~/lib/links";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/**
 * The sticky header with the one navigation. On wide screens the links sit in a row; on
 * small screens a menu button opens them as a dropdown. Without JavaScript (no `js` class
 * on <html>) the links show as a row on small screens too, so they stay reachable.
 */
const MENU_ID = "site-menu";

export function SiteHeader() {
  // The menu is open on the page where it was opened: any navigation closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    // On click (not pointerdown): focus returns to the button after the browser has moved it.
    const onClick = (e: MouseEvent) => {
      if (!navRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick, true);
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-bg/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 py-2 sm:px-6">
        <Link
          to="/"
          aria-label={shell.homeLinkLabel}
          className="mr-auto flex min-h-11 items-center gap-2.5 rounded-lg font-bold tracking-tight"
        >
          <Logo className="size-9 shrink-0" />
          <span className="text-base leading-tight sm:text-lg">{business.name}</span>
        </Link>

        <nav ref={navRef} aria-label={shell.navLabel} className="order-last w-full md:order-none md:w-auto js:w-auto">
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? shell.menuClose : shell.menuOpen}
            onClick={() => setOpen(!open)}
            className="hidden size-11 items-center justify-center rounded-full hover:bg-surface active:bg-border max-md:js:inline-flex"
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
          <ul
            id={MENU_ID}
            className={`flex flex-wrap gap-1 pb-1 md:pb-0 max-md:js:absolute max-md:js:inset-x-0 max-md:js:top-full max-md:js:flex-col max-md:js:border-b max-md:js:border-border max-md:js:bg-bg max-md:js:px-4 max-md:js:py-3 max-md:js:shadow-lg ${open ? "" : "max-md:js:hidden"}`}
          >
            {nav.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  // Prerendering requests "/about/" (with the slash): only Home needs an exact match.
                  end={item.path === "/"}
                  onClick={() => setOpen(false)}
                  className="flex min-h-11 items-center rounded-lg px-3 font-medium text-fg hover:bg-surface aria-[current=page]:text-accent-text aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <a
          href={telLink(business.phone)}
          className="hidden min-h-11 items-center gap-2 rounded-full bg-accent px-4 font-semibold text-on-accent hover:bg-accent-hover md:inline-flex"
        >
          <Phone aria-hidden="true" className="size-4" />
          {shell.callLong}
        </a>
        <ThemeToggle />
      </div>
    </header>
  );
}
