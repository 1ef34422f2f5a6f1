import type { SiteHoursData } from "#app/lib/site-hours.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";

/**
 * The opening hours of the temples and sights of a place or a tour day (lib/site-hours.ts):
 * each one's name, when it is open, its aartis, the days it is closed, and when they were
 * checked. The same on a place's page and a tour's day, from the one data file.
 */
export function SiteHours({
  hours,
  headingLevel = 2,
}: {
  hours: { title: string; sites: SiteHoursData[]; checked: string };
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div data-testid="site-hours">
      <Heading className={headingLevel === 2 ? "text-2xl font-bold" : "font-semibold"}>{hours.title}</Heading>
      <ul className="mt-2 max-w-prose space-y-2">
        {hours.sites.map((s) => (
          <li key={s.name}>
            <p className="font-semibold">{s.name}</p>
            {/* A window or a named time breaks as a whole onto the next line, never inside. */}
            <p className="flex flex-wrap gap-x-3">
              {s.open.map((w) => (
                <span key={w} className="whitespace-nowrap">
                  {w}
                </span>
              ))}
            </p>
            {s.times.length > 0 && (
              <p className="flex flex-wrap gap-x-3 text-muted">
                {s.times.map((t) => (
                  <span key={t} className="whitespace-nowrap">
                    {t}
                  </span>
                ))}
              </p>
            )}
            {s.closed.map((c) => (
              <p key={c} className="font-medium text-accent-text">
                {keepNumbers(c)}
              </p>
            ))}
            {s.seasonDays.map((d) => (
              <p key={d} className="font-medium">
                {keepNumbers(d)}
              </p>
            ))}
            {s.unofficial && <p className="text-sm text-muted">{s.unofficial}</p>}
          </li>
        ))}
      </ul>
      <p className="mt-2 max-w-prose text-sm text-muted">{hours.checked}</p>
    </div>
  );
}
