import { Clock, Phone } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { useWords } from "#app/components/words.tsx";
import { business, businessZone } from "#app/content/business/business.ts";
import type { OfflineWords } from "#app/content/words/shape.ts";
import { phoneForDisplay, telLink } from "#app/lib/links.ts";
import { SAVED_COPY_WORDS_ATTRIBUTE, SAVED_COPY_ZONE_ATTRIBUTE } from "#app/lib/saved-copy.ts";

/**
 * Shown by the service worker, with no connection, for an address that was never saved on
 * the phone: the phone line still works, so it leads with the number and a Call link.
 */
export function OfflinePage({ words }: { words: OfflineWords }) {
  const copy = words.offlinePage;
  const { hours, shell } = useWords();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-muted">{copy.text}</p>
      <p className="mt-8 text-3xl font-extrabold">
        <a href={telLink(business.phone)} className="text-accent-text underline underline-offset-4">
          {phoneForDisplay(business.phone)}
        </a>
      </p>
      <div className="mt-6 flex justify-center">
        <ButtonLink to={telLink(business.phone)}>
          <Phone aria-hidden="true" className="size-5" />
          {copy.call}
        </ButtonLink>
      </div>
      {/* The saved-copy note's words and the business's clock, for the service worker to write into a saved page (lib/saved-copy.ts). */}
      <p className="hidden" {...{ [SAVED_COPY_WORDS_ATTRIBUTE]: shell.savedCopy, [SAVED_COPY_ZONE_ATTRIBUTE]: businessZone }} />
      <p className="mt-6 inline-flex items-center gap-2 font-medium">
        <Clock aria-hidden="true" className="size-5 text-accent-text" />
        {hours.officeHours(copy.hours)}
      </p>
    </div>
  );
}
