import { keepNumbers } from "#app/lib/line-breaks.ts";
import { siteHref } from "#app/lib/urls.ts";
import type { TourLink } from "#app/lib/tour-links.ts";

/**
 * Tours as cards: name, days and km, and the places each covers. On the tours page, the
 * home page and the pages of the places a tour includes.
 */
export function TourList({ tours, headingLevel = 2 }: { tours: TourLink[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tours.map((tour) => (
        <li key={tour.href} className="flex flex-col rounded-2xl border border-border bg-surface p-5 hover:border-accent">
          <Heading className="text-xl font-bold">
            <a href={siteHref(tour.href)} aria-label={tour.label} className="text-accent-text underline underline-offset-4">
              {tour.name}
            </a>
          </Heading>
          <p className="mt-1 text-muted">{keepNumbers(tour.line)}</p>
          {tour.from && <p className="mt-1 font-semibold">{tour.from}</p>}
          <p className="mt-3 text-pretty">{tour.places.join(" · ")}</p>
        </li>
      ))}
    </ul>
  );
}
