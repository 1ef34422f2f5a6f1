import { MessageCircle, Phone } from "lucide-react";
import { CarFacts } from "./car-card.tsx";
import { FareNotes } from "#app/components/fare-notes.tsx";
import { FareTable } from "#app/components/fare-table.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Picture } from "#app/components/picture.tsx";
import { RateTables } from "./rate-card.tsx";
import { carPictures } from "#app/images/cars.ts";
import { pick } from "#app/images/picture-data.ts";
import { newTab } from "#app/lib/links.ts";
import { siteHref } from "#app/lib/urls.ts";
import type { CarFares, CarPageData, CarSizeData } from "./data.ts";

/**
 * A car model's page (/cars/<model>): its photos; each size with its seats, bags, AC and
 * features, Call, WhatsApp and the planner; its rates, and the fares from the city and of the
 * tours, from its data in the page's language (kinds/cars/data.ts). Plain HTML: the page
 * loads only the site's script.
 */
export function CarPage({ data }: { data: CarPageData }) {
  const [first, ...more] = data.pictures;
  return (
    <>
      <PageHeader title={data.heading} lead={data.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="lg:order-last" data-picture={first.name}>
            <Picture
              picture={pick(carPictures, first.name)}
              alt={first.alt}
              sizes="(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 3rem), calc(100vw - 2rem)"
              priority
              imgClassName="aspect-[4/3] h-auto w-full rounded-2xl border border-border object-cover"
            />
          </div>
          <section aria-labelledby="sizes-title">
            <h2 id="sizes-title" className="text-2xl font-bold">
              {data.sizesTitle}
            </h2>
            <ul className="mt-4 grid gap-4">
              {data.sizes.map((size) => (
                <li key={size.id}>
                  <Size size={size} featuresTitle={data.featuresTitle} />
                </li>
              ))}
            </ul>
          </section>
        </div>

        {more.length > 0 && (
          <ul className="render-later [--later-size:60rem] lg:[--later-size:18rem] mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((p) => (
              <li key={p.name} data-picture={p.name}>
                <Picture
                  picture={pick(carPictures, p.name)}
                  alt={p.alt}
                  sizes="(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, calc(100vw - 2rem)"
                  imgClassName="aspect-[4/3] h-auto w-full rounded-2xl border border-border object-cover"
                />
              </li>
            ))}
          </ul>
        )}

        {data.rates && (
          <section aria-labelledby="rates-title" className="render-later [--later-size:63rem] lg:[--later-size:26rem] mt-12">
            <h2 id="rates-title" className="text-2xl font-bold">
              {data.rates.title}
            </h2>
            <p className="mt-2 max-w-prose text-muted">{data.rates.text}</p>
            <RateTables tables={data.rates.tables} />
          </section>
        )}
        {data.fares && <Fares id="fares" fares={data.fares} />}
        {data.tours && <Fares id="tours" fares={data.tours} />}
        <FareNotes className="mt-8" carIds={data.sizes.map((size) => size.id)} />

        <p className="mt-12">
          <a href={siteHref(data.allCars.href)} className="font-semibold text-accent-text underline underline-offset-4">
            {data.allCars.label}
          </a>
        </p>
      </div>
    </>
  );
}

const action = "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full px-4 text-sm font-semibold";

/** One size of the model: its facts and features, then Call, WhatsApp and "Plan a trip in this car". */
function Size({ size, featuresTitle }: { size: CarSizeData; featuresTitle: string }) {
  const id = `size-${size.id}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-surface p-5" data-car={size.id}>
      <h3 id={id} className="text-xl font-bold">
        {size.label}
      </h3>
      <CarFacts facts={size.facts} className="mt-2" />
      {size.features.length > 0 && (
        <>
          <h4 className="mt-4 font-semibold">{featuresTitle}</h4>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-muted marker:text-accent">
            {size.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <a href={size.call.href} aria-label={size.call.label} className={`${action} bg-accent text-on-accent hover:bg-accent-hover`}>
          <Phone aria-hidden="true" className="size-4" />
          {size.call.text}
        </a>
        <a
          href={size.whatsapp.href}
          {...newTab}
          aria-label={size.whatsapp.label}
          className={`${action} bg-wa text-on-wa hover:bg-wa-hover`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {size.whatsapp.text}
        </a>
        {/* Its name is the words shown; the size's heading describes it. */}
        <a href={siteHref(size.plan.href)} aria-describedby={id} className={`${action} border border-border hover:bg-bg`}>
          {size.plan.text}
        </a>
      </div>
    </section>
  );
}

/** A table of fares, a row for each trip and a column for each size, with the km billed under it. */
function Fares({ id, fares }: { id: string; fares: CarFares }) {
  return (
    <section aria-labelledby={`${id}-title`} className="render-later [--later-size:60rem] lg:[--later-size:36rem] mt-12">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {fares.title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{fares.text}</p>
      <FareTable table={fares.table} caption={fares.title} notes={fares.notes} />
    </section>
  );
}
