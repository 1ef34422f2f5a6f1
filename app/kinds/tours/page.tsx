import { ButtonLink } from "#app/components/button-link.tsx";
import { ContactButtons } from "#app/components/contact-buttons.tsx";
import { FareNotes } from "#app/components/fare-notes.tsx";
import { FareTable } from "#app/components/fare-table.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { siteHref } from "#app/lib/urls.ts";
import type { TourData, ToursIndexData, ToursPageData } from "./data.ts";
import { TourList } from "#app/components/tour-list.tsx";
import { SiteHours } from "#app/components/site-hours.tsx";
import { Notices } from "#app/components/notices.tsx";
import { useWords } from "#app/components/words.tsx";
import type { NoticeBox } from "#app/lib/notices.ts";

/**
 * The tours pages: the list of tours (/tours) and each tour's page (/tours/<slug>), day by
 * day, from their data in the page's language (kinds/tours/data.ts).
 */
export function ToursPage({ data, notices = [] }: { data: ToursPageData; notices?: NoticeBox[] }) {
  return data.kind === "index" ? <ToursIndex data={data} /> : <Tour data={data} notices={notices} />;
}

const card = "rounded-2xl border border-border bg-surface p-5";
const link = "font-semibold text-accent-text underline underline-offset-4";

function ToursIndex({ data }: { data: ToursIndexData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <TourList tours={data.tours} />
      </div>
    </>
  );
}

/** A day's stops in order, drawn as a route. */
function Route({ stops }: { stops: string[] }) {
  return (
    <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-lg font-semibold [&>li:not(:last-child)]:after:ms-2 [&>li:not(:last-child)]:after:text-accent [&>li:not(:last-child)]:after:content-['→']">
      {stops.map((s, i) => (
        <li key={`${s}-${i}`}>{s}</li>
      ))}
    </ol>
  );
}

function Tour({ data, notices }: { data: TourData; notices: NoticeBox[] }) {
  const { label } = useWords().notices;
  return (
    <>
      <PageHeader title={data.heading} lead={data.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <Notices notices={notices} label={label} />
        <ul className="flex flex-wrap gap-3 text-lg font-semibold">
          <li className={card}>{data.total.days}</li>
          <li className={card}>{data.total.km}</li>
        </ul>

        <ol className="mt-10 grid gap-5">
          {data.days.map((day, i) => (
            <li key={day.title} className={`${card} render-later [--later-size:58rem] lg:[--later-size:36rem] sm:p-6`}>
              <section aria-labelledby={`day-${i + 1}`}>
                <h2 id={`day-${i + 1}`} className="text-2xl font-bold">
                  {day.title}
                </h2>
                <div className="mt-3">
                  <Route stops={day.route} />
                </div>
                <p className="mt-2 text-muted">{keepNumbers(day.figures)}</p>
                <p className="mt-1 font-semibold">{day.end}</p>
                <div className="mt-4 grid gap-x-8 gap-y-4 lg:grid-cols-2">
                  <div data-testid="timetable">
                    <h3 className="font-semibold">{day.timetable.title}</h3>
                    <ol className="mt-2 space-y-1">
                      {day.timetable.rows.map((r) => (
                        <li key={`${r.time}-${r.text}`} className="grid grid-cols-[7.5rem_1fr] gap-x-2">
                          <span className="font-semibold tabular-nums">{keepNumbers(r.time)}</span>
                          <span>
                            {r.text}
                            {r.stay && <span className="text-muted"> · {keepNumbers(r.stay)}</span>}
                          </span>
                        </li>
                      ))}
                    </ol>
                  </div>
                  {day.hours && <SiteHours hours={day.hours} headingLevel={3} />}
                </div>
                <p className="mt-4 max-w-prose text-pretty">{day.seen}</p>
                {day.notes.length > 0 && (
                  <div className="mt-4 rounded-xl bg-surface-2 p-4">
                    <h3 className="font-semibold">{data.notesTitle}</h3>
                    <ul className="mt-2 max-w-prose list-disc space-y-1 ps-5 marker:text-accent">
                      {day.notes.map((n) => (
                        <li key={n} className="text-pretty">
                          {n}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </section>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-prose text-sm text-muted">{data.approximate}</p>
        <p className="mt-1 max-w-prose text-sm text-muted">{data.checkFirst}</p>

        <section aria-labelledby="total-title" className="mt-12">
          <h2 id="total-title" className="text-2xl font-bold">
            {data.totalTitle}
          </h2>
          <p className="mt-2 text-lg font-semibold">
            {data.total.days} · {data.total.km}
          </p>
        </section>

        {(data.includes.included.items.length > 0 || data.includes.leftOut.items.length > 0) && (
          <section aria-labelledby="includes-title" className="mt-12">
            <h2 id="includes-title" className="text-2xl font-bold">
              {data.includes.title}
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              {[data.includes.included, data.includes.leftOut].map(
                (part) =>
                  part.items.length > 0 && (
                    <div key={part.title}>
                      <h3 className="font-semibold">{part.title}</h3>
                      <ul className="mt-2 list-disc space-y-1 ps-5 marker:text-accent">
                        {part.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </div>
                  ),
              )}
            </div>
          </section>
        )}

        {data.fares && <TourFares fares={data.fares} />}
        {data.fares &&
          data.nightNotes.map((n) => (
            <p key={n} data-testid="night-note" className="mt-3 max-w-prose font-medium">
              {n}
            </p>
          ))}

        <section
          aria-labelledby="book-title"
          className={`${card} render-later [--later-size:20rem] lg:[--later-size:10rem] mt-12 bg-surface-2 sm:p-8`}
        >
          <h2 id="book-title" className="text-2xl font-bold">
            {data.bookTitle}
          </h2>
          <p className="mt-2 max-w-prose text-muted">{data.bookText}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {/* The planner composes the message with JavaScript only: without it, this WhatsApp link says it all. */}
            <span className="hidden js:contents">
              <ButtonLink to={data.plan.href}>{data.plan.label}</ButtonLink>
            </span>
            <ContactButtons whatsapp={data.whatsapp} />
          </div>
        </section>

        <section aria-labelledby="places-title" className="mt-12">
          <h2 id="places-title" className="text-2xl font-bold">
            {data.placesTitle}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-lg">
            {data.places.map((p) => (
              <li key={p.href}>
                <a href={siteHref(p.href)} className={link}>
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-12">
          <a href={siteHref(data.allTours.href)} className={link}>
            {data.allTours.label}
          </a>
        </p>
      </div>
    </>
  );
}

/**
 * The whole tour's fare for each car, then what every fare leaves out (the shared words of
 * the fares, as on the place pages). Shown only with a rate card.
 */
function TourFares({ fares }: { fares: NonNullable<TourData["fares"]> }) {
  return (
    <section aria-labelledby="fares-title" className="render-later [--later-size:73rem] lg:[--later-size:41rem] mt-12">
      <h2 id="fares-title" className="text-2xl font-bold">
        {fares.title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.text}</p>
      <div className="grid items-start gap-x-8 lg:grid-cols-2">
        <FareTable table={fares.table} caption={fares.title} notes={fares.notes} />
        <FareNotes className="mt-5" oneWay={false} />
      </div>
    </section>
  );
}
