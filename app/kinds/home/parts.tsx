import { ArrowRight, MapPin, Navigation, Phone } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { WhatsAppButton } from "#app/components/contact-buttons.tsx";
import { Picture } from "#app/components/picture.tsx";
import { ReviewLink } from "#app/components/review-link.tsx";
import { Section } from "#app/components/section.tsx";
import { useWords } from "#app/components/words.tsx";
import { business, businessIn } from "#app/content/business/business.ts";
import { cars, popularCarIds } from "#app/content/fleet/cars.ts";
import { languages, type Lang } from "#app/content/languages.ts";
import { places as serviceAreas } from "#app/content/places/places.ts";
import type { HomeWords } from "#app/content/words/shape.ts";
import { carPictures } from "#app/images/cars.ts";
import { pick } from "#app/images/picture-data.ts";
import { carHref } from "#app/lib/cars.ts";
import { localePath } from "#app/lib/i18n.ts";
import { addressLine, directionsLink, newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { siteHref } from "#app/lib/urls.ts";
import { PLACES_PATH, placePath } from "#app/site-pages.ts";

/**
 * The home page's sections that draw a list of their own: the popular cars, the
 * testimonials, the places served, the steps of a booking, the office to visit. Apart from
 * home.tsx, which sets them in the page's order with the shorter ones.
 */
type Copy = HomeWords["homePage"];

const popular = popularCarIds.map((id) => cars.find((c) => c.id === id)!);

export function PopularCars({ copy }: { copy: Copy }) {
  const { lang } = useWords();
  return (
    <Section id="popular" title={copy.popularTitle} intro={copy.popularText}>
      <ul className="grid gap-4 sm:grid-cols-3">
        {popular.map((car) => (
          <li key={car.id}>
            {/* The picture is decoration here: the link is named by the car name below it. */}
            <a
              href={siteHref(carHref(lang, car))}
              className="group block overflow-hidden rounded-2xl border border-border bg-surface transition-shadow hover:shadow-lg"
            >
              <Picture
                picture={pick(carPictures, car.image)}
                alt=""
                behind
                sizes="(min-width: 1152px) 360px, (min-width: 640px) 31vw, 100vw"
                imgClassName="aspect-[4/3] w-full object-cover"
              />
              <span className="flex items-center justify-between px-4 py-3 font-semibold">
                <span lang="en">{car.name}</span>
                <ArrowRight aria-hidden="true" className="size-5 text-accent-text transition-transform group-hover:translate-x-1" />
              </span>
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <a href={siteHref(localePath(lang, "/cars"))} className="font-semibold text-accent-text underline underline-offset-4">
          {copy.popularMore}
        </a>
      </p>
    </Section>
  );
}

/** A testimonial's month, "2025-03", as the page's language writes it: "March 2025". */
const monthOf = (lang: Lang, yyyymm: string) =>
  new Intl.DateTimeFormat(languages[lang].tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${yyyymm}-01T00:00:00Z`),
  );

export function Testimonials({
  title,
  testimonials,
  reviewUs,
}: {
  title: string;
  testimonials: HomeWords["testimonials"];
  reviewUs: string;
}) {
  const { lang } = useWords();
  return (
    <Section id="testimonials" title={title} direction="right">
      <div className="grid gap-4 md:grid-cols-3">
        {testimonials.map((t) => (
          <figure key={t.author} className="flex flex-col rounded-2xl border border-border bg-bg p-6 shadow-sm">
            <blockquote className="flex-1 text-pretty">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-4">
              <span className="font-semibold text-accent-text">— {t.author}</span>
              {(t.source || t.date) && (
                <span className="mt-1 block text-sm text-muted">
                  {[t.source, t.date && monthOf(lang, t.date)].filter(Boolean).join(", ")}
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </div>
      <ReviewLink label={reviewUs} className="mt-6" />
    </Section>
  );
}

export function ServiceAreas({ copy, alsoOutside }: { copy: Copy; alsoOutside: string }) {
  const { lang } = useWords();
  return (
    <Section id="areas" title={copy.areasTitle} intro={copy.areasText}>
      <ul className="flex flex-wrap gap-2">
        {/* Each place links to its own page; the last chip to the list, which covers trips outside the state. */}
        {serviceAreas.map((place) => (
          <li key={place.slug}>
            <a
              href={siteHref(localePath(lang, placePath(place.slug)))}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface px-4 py-2 font-medium hover:border-accent hover:text-accent-text"
            >
              <MapPin aria-hidden="true" className="size-4 text-accent-text" />
              {place[lang]}
            </a>
          </li>
        ))}
        <li>
          <a
            href={siteHref(localePath(lang, PLACES_PATH))}
            className="inline-flex min-h-11 items-center rounded-full bg-surface-2 px-4 py-2 font-medium hover:text-accent-text"
          >
            {alsoOutside}
          </a>
        </li>
      </ul>
    </Section>
  );
}

/** The steps of a booking: the first leads to the planner, the second to a call or WhatsApp. */
export function HowSteps({ copy }: { copy: Copy }) {
  const { lang, messages } = useWords();
  return (
    <Section id="how" title={copy.howTitle} direction="right">
      <ol className="grid gap-4 md:grid-cols-3">
        {copy.howSteps.map((step, i) => (
          <li key={step.title} className="rounded-2xl border border-border bg-bg p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-on-accent"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-muted">{step.text}</p>
            {i === 1 && (
              <div className="mt-4 flex flex-wrap gap-2">
                <ButtonLink to={telLink(business.phone)}>
                  <Phone aria-hidden="true" className="size-5" />
                  {copy.howCall}
                </ButtonLink>
                <WhatsAppButton whatsapp={whatsappLink(business.phone, messages.general)} />
              </div>
            )}
            {i === 0 && (
              <a
                href={siteHref(`${localePath(lang, "/cars")}#plan`)}
                className="mt-4 inline-flex min-h-11 items-center gap-1.5 font-semibold text-accent-text underline underline-offset-4"
              >
                {copy.howPlan}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function VisitOffice({ copy, places }: { copy: Copy; places: HomeWords["places"] }) {
  const { lang, shell } = useWords();
  const address = business.address;
  return (
    <Section id="visit" title={copy.visitTitle} direction="left">
      <div className="rounded-2xl border border-border bg-surface p-6">
        <address className="flex gap-3 not-italic">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
          <span>
            {businessIn(lang).name}
            <br />
            {businessIn(lang).street}
            <br />
            {serviceAreas.find((p) => p.en === address.city)?.[lang]} {address.postalCode}, {places.state}, {places.country}
          </span>
        </address>
        <p className="mt-4 font-semibold">{copy.visitLine}</p>
        <ButtonLink
          to={directionsLink(addressLine({ ...address, street: address.street.en }, address.countryName))}
          variant="outline"
          className="mt-4"
          {...newTab}
        >
          <Navigation aria-hidden="true" className="size-5" />
          {copy.directions}
          <span className="sr-only"> {shell.opensNewTab}</span>
        </ButtonLink>
      </div>
    </Section>
  );
}
