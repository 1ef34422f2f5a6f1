import type { ReactNode } from "react";
import { Outlet } from "react-router";
import type { SharedWords } from "#app/content/words/shape.ts";
import { SHELL_END_ID, SHELL_PART_CLASS } from "#app/inline/paint-hold.ts";
import { QuickActions } from "./quick-actions.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { WordsContext } from "./words.tsx";

/**
 * Everything around a page, in one language: skip link, header, main, footer and the
 * quick-action bar. The layout route renders it with the words of the page's language, and
 * anything of its own (`children`: the English one's suggestion to switch).
 */
export function SiteShell({ words, children }: { words: SharedWords; children?: ReactNode }) {
  return (
    <WordsContext value={words}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-3 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {words.shell.skipLink}
      </a>
      <div className={`${SHELL_PART_CLASS} flex min-h-dvh flex-col overflow-x-clip pb-(--call-bar-space)`}>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <QuickActions className={SHELL_PART_CLASS} />
      {children}
      {/* Empty: the last thing in the page, which the first paint waits for (inline/paint-hold.ts). */}
      <div id={SHELL_END_ID} />
    </WordsContext>
  );
}
