import { business, businessIn } from "#app/content/business/business.ts";
import { fill } from "#app/content/templates.ts";
import { pageWords } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { mailtoLink, newTab, phoneForDisplay, telLink, whatsappLink } from "#app/lib/links.ts";
import { FULL_STOP } from "#app/lib/sentences.ts";
import { footerPages } from "#app/page-kinds.ts";
import { CurrentYear } from "./current-year.tsx";
import { useWords } from "./words.tsx";
import { siteHref } from "#app/lib/urls.ts";

export function SiteFooter() {
  const { lang, shell, navLabels, messages } = useWords();
  const { name } = businessIn(lang);
  return (
    <footer className="mt-auto border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="font-bold">{name}</p>
          <p className="mt-2 text-sm text-muted">{shell.footerTagline}</p>
          <p className="mt-2 text-sm text-muted">{shell.footerHours}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{shell.footerPages}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {/* The menu's pages, and the places, which the menu leaves out. */}
            {footerPages.map((page) => (
              <li key={page.key}>
                {/* At least 24 px wide too: "હોમ" alone is 21 px, under what a finger needs (WCAG 2.5.8). */}
                <a
                  href={siteHref(localePath(lang, page.path))}
                  className="inline-flex min-h-8 min-w-6 items-center text-muted underline-offset-4 hover:text-fg hover:underline"
                >
                  {navLabels[page.key]}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold">{shell.footerContact}</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <a
                href={telLink(business.phone)}
                className="inline-flex min-h-8 items-center text-muted underline-offset-4 hover:text-fg hover:underline"
              >
                {phoneForDisplay(business.phone)}
              </a>
            </li>
            <li>
              <a
                href={whatsappLink(business.phone, messages.general)}
                {...newTab}
                className="inline-flex min-h-8 items-center text-muted underline-offset-4 hover:text-fg hover:underline"
              >
                {shell.whatsappShort}
                <span className="sr-only">{` ${shell.opensNewTab}`}</span>
              </a>
            </li>
            <li>
              <a
                href={mailtoLink(business.email)}
                className="inline-flex min-h-8 items-center text-muted underline-offset-4 hover:text-fg hover:underline"
              >
                {business.email}
              </a>
            </li>
            {/* Registered for GST: the GSTIN, and a GST bill on request. */}
            {business.gst.registered && business.gst.gstin && (
              <li data-testid="gstin" className="pt-1 text-muted">
                {fill(pageWords("questions", lang).questionsPage.gstin, { gstin: business.gst.gstin })}
              </li>
            )}
          </ul>
        </div>
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-sm text-muted">
        {/* Each sentence one text, not several: the page carries no markers between them. */}© <CurrentYear />
        {` ${name}${FULL_STOP[lang]} ${shell.legalNotice}${FULL_STOP[lang]}`}
      </p>
      {/* Only where the build counts visits (browser/analytics.ts): what is counted, and what is not. */}
      {__ANALYTICS__ && (
        <p data-testid="analytics-notice" className="mx-auto max-w-3xl px-4 pb-4 text-center text-sm text-muted">
          {shell.analyticsNotice}
        </p>
      )}
    </footer>
  );
}
