import { CircleCheck, IndianRupee, Luggage, MessageCircle, Phone, Snowflake, TriangleAlert, Users } from "lucide-react";
import type { Car } from "#app/content/fleet/cars.ts";
import type { CarsWords } from "#app/content/words/shape.ts";
import { carPictures } from "#app/images/cars.ts";
import { pick } from "#app/images/picture-data.ts";
import { type CarFactsText, carFacts, carHref } from "#app/lib/cars.ts";
import { newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { FIT_ATTRIBUTE, PLAN_LINK_ATTRIBUTE } from "#app/kinds/cars/island/page-dom.ts";
import { Picture } from "#app/components/picture.tsx";
import { useWords } from "#app/components/words.tsx";
import { siteHref } from "#app/lib/urls.ts";

/**
 * A car on the cars page: its picture, its name (a link to its model's page), seats, bags,
 * AC and rate, and Call, WhatsApp and "Plan a trip".
 * `first` marks the card at the top of the grid, whose picture is the likely LCP element.
 * `planHref` links to the trip planner with this car chosen (the page's script takes the tap
 * on the page itself: island/page-script.ts). Beside it, two marks wait hidden for the group size
 * typed there: "fits", or too small (the planner writes which car is the smallest that fits).
 */
export function CarCard({
  car,
  first = false,
  onScreen = false,
  planHref,
  rate,
  copy,
}: {
  car: Car;
  /** The card's words, in the page's language. */
  copy: CarsWords["carCard"];
  first?: boolean;
  onScreen?: boolean;
  planHref?: string;
  /** The car's rate a km, written: "₹11 a km" (none without a rate card). */
  rate?: string;
}) {
  const { lang, messages, shell } = useWords();
  const label = copy.label(car.name, car.capacity);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg">
      <Picture
        picture={pick(carPictures, car.image)}
        alt={copy.alt(car.name, car.capacity)}
        priority={first}
        eager={onScreen}
        sizes="(min-width: 1280px) 290px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
        imgClassName="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 lang="en" className="text-lg font-bold">
          <a href={siteHref(carHref(lang, car))} className="text-accent-text underline underline-offset-4">
            {car.name}
          </a>
        </h2>
        <CarFacts facts={carFacts(copy, car)} className="mt-1" />
        {rate && (
          <p className="mt-1 flex items-center gap-2 font-semibold">
            <IndianRupee aria-hidden="true" className="size-4 text-muted" />
            {rate}
          </p>
        )}
        {planHref && (
          <>
            <p {...{ [FIT_ATTRIBUTE]: "fits" }} className="mt-2 hidden items-center gap-2 text-sm font-semibold text-wa data-shown:flex">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              <span>{copy.fits}</span>
            </p>
            <p {...{ [FIT_ATTRIBUTE]: "small" }} className="mt-2 hidden gap-2 text-sm font-semibold text-accent-text data-shown:flex">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span />
            </p>
          </>
        )}
        <div className="mt-4 grid gap-2">
          <a
            href={telLink(car.phone)}
            aria-label={copy.callLabel(label)}
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-accent px-3 text-sm font-semibold text-on-accent hover:bg-accent-hover"
          >
            <Phone aria-hidden="true" className="size-4" />
            {copy.call}
          </a>
          <a
            href={whatsappLink(car.phone, messages.car(car))}
            {...newTab}
            aria-label={`${copy.messageLabel(label)} ${shell.opensNewTab}`}
            className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-full bg-wa px-3 text-sm font-semibold text-on-wa hover:bg-wa-hover"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {copy.message}
          </a>
          {planHref && (
            <a
              href={siteHref(planHref)}
              {...{ [PLAN_LINK_ATTRIBUTE]: "" }}
              aria-label={copy.planLabel(label)}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-border px-3 text-sm font-semibold hover:bg-bg"
            >
              {copy.plan}
            </a>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * A car's seats, bags, AC and fuel, each with its icon: on its card and on its model's page. Lines,
 * not a list: the cars page's grid is a list whose items are the cars.
 */
export function CarFacts({ facts, className = "" }: { facts: CarFactsText; className?: string }) {
  const line = "flex items-center gap-2";
  return (
    <div className={`grid gap-1 text-muted ${className}`}>
      <p className={line}>
        <Users aria-hidden="true" className="size-4 shrink-0" />
        {facts.seats}
      </p>
      <p className={line}>
        <Luggage aria-hidden="true" className="size-4 shrink-0" />
        {facts.luggage}
      </p>
      <p className={line}>
        <Snowflake aria-hidden="true" className="size-4 shrink-0" />
        {/* The fuel beside the AC, on its line: a line of its own, with its icon, on each card cost the cars page its first round trip. */}
        {`${facts.ac} · ${facts.fuel}`}
      </p>
    </div>
  );
}
