import { ButtonLink } from "#app/components/button-link.tsx";
import { ContactButtons } from "#app/components/contact-buttons.tsx";
import { FareNotes } from "#app/components/fare-notes.tsx";
import { SiteHours } from "#app/components/site-hours.tsx";
import { FareTable } from "#app/components/fare-table.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { useWords } from "#app/components/words.tsx";
import type { PlaceData, PlacesIndexData, PlacesPageData } from "./data.ts";
import { pick } from "#app/images/picture-data.ts";
import { placePictures } from "#app/images/places.ts";
import { keepNumbers } from "#app/lib/line-breaks.ts";
import { siteHref } from "#app/lib/urls.ts";
import { Info, PlacePicture } from "./parts.tsx";
import { TourList } from "#app/components/tour-list.tsx";
import { Notices } from "#app/components/notices.tsx";
import type { NoticeBox } from "#app/lib/notices.ts";
import type { TourLink } from "#app/lib/tour-links.ts";
import { CITY_FARES_ID } from "#app/site-pages.ts";

/** The tours that include a place, for its page: a title and their links. */
type PlaceTours = { title: string; tours: TourLink[] } | null;

/**
 * The places pages: the list of places (/places) and each place's page (/places/<slug>),
 * from their data in the page's language (kinds/places/data.ts).
 */
export function PlacesPage({ data, tours = null, notices = [] }: { data: PlacesPageData; tours?: PlaceTours; notices?: NoticeBox[] }) {
  return data.kind === "index" ? <PlacesList data={data} /> : <Place data={data} tours={tours} notices={notices} />;
}

const card = "rounded-2xl border border-border bg-surface p-5";

function PlacesList({ data }: { data: PlacesIndexData }) {
  return (
    <>
      <PageHeader title={data.heading} lead={data.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.places.map((place) => (
            <li key={place.href}>
              <a href={siteHref(place.href)} className={`${card} flex h-full flex-col gap-1 hover:border-accent`}>
                <span className="text-xl font-bold text-accent-text underline underline-offset-4">{place.name}</span>
                <span className="text-muted">{keepNumbers(place.line)}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className={`${card} mt-10 bg-surface-2 sm:p-8`}>
          <p className="max-w-prose text-lg font-medium">{data.outside}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <ContactButtons whatsapp={data.outsideWhatsapp} />
          </div>
        </div>
      </div>
    </>
  );
}

const link = "font-semibold text-accent-text underline underline-offset-4";

function Place({ data, tours, notices }: { data: PlaceData; tours: PlaceTours; notices: NoticeBox[] }) {
  const words = useWords();
  const { opensNewTab } = words.shell;
  return (
    <>
      <PageHeader title={data.heading} lead={data.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <Notices notices={notices} label={words.notices.label} />
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="lg:order-last">
            <PlacePicture picture={pick(placePictures, data.image.name)} alt={data.image.alt} />
          </div>
          <div>
            {data.facts && (
              <>
                <ul className="flex flex-wrap gap-3 text-lg font-semibold">
                  <li className={card}>{keepNumbers(data.facts.distance)}</li>
                  <li className={card}>{keepNumbers(data.facts.time)}</li>
                </ul>
                <p className="mt-3 max-w-prose text-sm text-muted">{data.facts.note}</p>
              </>
            )}
            <section aria-labelledby="plan-title" className={`${card} mt-8 bg-surface-2 first:mt-0 sm:p-8`}>
              <h2 id="plan-title" className="text-2xl font-bold">
                {data.planTitle}
              </h2>
              <p className="mt-2 max-w-prose text-muted">{data.planText}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <ButtonLink to={data.planHref}>{data.plan}</ButtonLink>
                <ContactButtons whatsapp={data.whatsapp} />
              </div>
            </section>
          </div>
        </div>

        {data.fares && (
          <section
            id={CITY_FARES_ID}
            aria-labelledby="fares-title"
            className="render-later [--later-size:86rem] lg:[--later-size:38rem] mt-12"
          >
            <h2 id="fares-title" className="text-2xl font-bold">
              {data.fares.title}
            </h2>
            <div className="grid items-start gap-x-8 lg:grid-cols-2">
              <FareTable table={data.fares.table} caption={data.fares.title} notes={data.fares.notes} />
              <FareNotes className="mt-5" tollsIncluded={data.fares.tollsIncluded} />
            </div>
          </section>
        )}

        {data.hours && (
          <section className="render-later [--later-size:24rem] lg:[--later-size:16rem] mt-12">
            <SiteHours hours={data.hours} />
          </section>
        )}

        {data.sections.map((s) => (
          <Info key={s.id} s={s} opensNewTab={opensNewTab} />
        ))}

        {tours && (
          <section aria-labelledby="tours-title" className="render-later [--later-size:27rem] lg:[--later-size:15rem] mt-12">
            <h2 id="tours-title" className="text-2xl font-bold">
              {tours.title}
            </h2>
            <div className="mt-4">
              <TourList tours={tours.tours} headingLevel={3} />
            </div>
          </section>
        )}

        <section aria-labelledby="cars-title" className="render-later [--later-size:44rem] lg:[--later-size:18rem] mt-12">
          <h2 id="cars-title" className="text-2xl font-bold">
            {data.carsTitle}
          </h2>
          <p className="mt-2 max-w-prose text-muted">{data.carsText}</p>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.groups.map((group) => (
              <li key={group.href} className={card}>
                <a href={siteHref(group.href)} className="text-lg font-bold text-accent-text underline underline-offset-4">
                  {group.name}
                </a>
                <p className="mt-2 text-muted">{group.cars.join(", ")}</p>
              </li>
            ))}
          </ul>
        </section>

        {data.terms && <Info s={data.terms} opensNewTab={opensNewTab} />}

        <p className="mt-12">
          <a href={siteHref(data.allPlaces.href)} className={link}>
            {data.allPlaces.label}
          </a>
        </p>
      </div>
    </>
  );
}
