import { preload } from "react-dom";
import { ArrowRight, BadgeCheck, MapPin, Navigation, Phone } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { OpenNow } from "#app/components/open-now.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { ReviewLink } from "#app/components/review-link.tsx";
import { Section } from "#app/components/section.tsx";
import { business, businessIn } from "#app/content/business/business.ts";
import { places as serviceAreas } from "#app/content/places/places.ts";
import { cars, popularCarIds } from "#app/content/fleet/cars.ts";
import type { HomeWords } from "#app/content/words/shape.ts";
import { carPictures } from "#app/images/cars.ts";
import { heroPictures } from "#app/images/hero.ts";
import { pick } from "#app/images/picture-data.ts";
import { carHref } from "#app/lib/cars.ts";
import { localePath } from "#app/lib/i18n.ts";
import { addressLine, directionsLink, newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { WhatsAppButton } from "#app/components/contact-buttons.tsx";
import { useWords } from "#app/components/words.tsx";
import { PLACES_PATH, placePath, QUESTIONS_PATH } from "#app/site-pages.ts";
import { pageWords } from "#app/content/words/words.ts";
import { languages, type Lang } from "#app/content/languages.ts";
import { termsPolicies } from "#app/lib/policies.ts";
import { siteHref } from "#app/lib/urls.ts";
import { TourList } from "#app/components/tour-list.tsx";
import { homeTours } from "#app/lib/tour-links.ts";

const HERO_SIZES = "100vw";
/** A testimonial's month, "2025-03", as the page's language writes it: "March 2025". */
const monthOf = (lang: Lang, yyyymm: string) =>
  new Intl.DateTimeFormat(languages[lang].tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${yyyymm}-01T00:00:00Z`),
  );

const popular = popularCarIds.map((id) => cars.find((c) => c.id === id)!);

/** The home page, in the language of `words` (its route module picks them). */
export function HomePage({ words }: { words: HomeWords }) {
  const { homePage: copy, testimonials, policies, places } = words;
  // The hero is the largest paint: fetch it first, right after the CSS.
  const hero = pick(heroPictures, copy.heroImage);
  preload(hero.sources.avif.split(" ")[0], {
    as: "image",
    type: "image/avif",
    imageSrcSet: hero.sources.avif,
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
  });
  const { lang, shell, hours, messages } = useWords();
  const address = business.address;
  const tours = homeTours(lang);
  const questions = pageWords("questions", lang).questionsPage;
  // The spec's four (changing or cancelling free, no hidden charges, drivers, clean cars), then
  // the other terms: the terms' sentences are the owner's terms written out, the rest words (home*.json).
  const allPolicies = termsPolicies(lang, policies);
  return (
    <>
      <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand text-white">
        <Picture
          picture={hero}
          alt={copy.heroImageAlt}
          sizes={HERO_SIZES}
          priority
          className="absolute inset-0 -z-20"
          imgClassName="size-full object-cover object-[70%_center]"
        />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/85 via-slate-950/60 to-slate-950/10" />
        <div className="mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center px-4 py-16 sm:min-h-[32rem] sm:px-6 lg:min-h-[36rem]">
          <h1 id="hero-title" className="max-w-xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {copy.heroTitle}
          </h1>
          <p className="mt-4 max-w-lg text-lg text-slate-100 sm:text-xl">{copy.heroText}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={localePath(lang, "/cars")}>
              {copy.heroCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to={telLink(business.phone)} variant="light">
              <Phone aria-hidden="true" className="size-5" />
              {copy.howCall}
            </ButtonLink>
            <WhatsAppButton whatsapp={whatsappLink(business.phone, messages.general)} />
          </div>
        </div>
      </section>

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

      <div className="bg-surface">
        <Section id="testimonials" title={copy.testimonialsTitle} direction="right">
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
          <ReviewLink label={questions.reviewUs} className="mt-6" />
        </Section>
      </div>

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
              {places.alsoOutside}
            </a>
          </li>
        </ul>
      </Section>

      {/* Beside the places: the tours are made of them. */}
      <Section id="tours" title={tours.title} intro={tours.text} direction="right">
        <TourList tours={tours.tours} headingLevel={3} />
        <p className="mt-4">
          <a href={siteHref(tours.allHref)} className="font-semibold text-accent-text underline underline-offset-4">
            {tours.all}
          </a>
        </p>
      </Section>

      <div className="bg-surface">
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
      </div>

      <Section id="hours" title={copy.hoursTitle}>
        <dl className="rounded-2xl border border-border bg-surface p-6">
          <dt className="text-muted">{copy.hoursDays}</dt>
          <dd className="text-2xl font-bold">{hours.officeHours(copy.hoursTime)}</dd>
          <dd className="mt-2 font-medium">{copy.hoursEmergency}</dd>
        </dl>
        <div className="mt-3">
          <OpenNow />
        </div>
      </Section>

      <section aria-labelledby="cta-title" className="render-later [--later-size:37rem] lg:[--later-size:18rem] px-4 py-12 sm:px-6">
        <Reveal direction="right" className="mx-auto max-w-6xl rounded-3xl bg-brand px-6 py-10 text-center text-white sm:px-12">
          <h2 id="cta-title" className="text-2xl font-bold sm:text-3xl">
            {copy.ctaTitle}
          </h2>
          <p className="mx-auto mt-2 max-w-prose text-slate-200">{copy.ctaText}</p>
          <ButtonLink to={localePath(lang, "/cars")} variant="light" className="mt-6">
            {copy.ctaButton}
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </Reveal>
      </section>

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

      <Section id="policies" title={copy.policiesTitle} direction="right">
        <ul className="grid gap-3 sm:grid-cols-2">
          {allPolicies.map((policy) => (
            <li key={policy} className="flex gap-3 rounded-2xl border border-border bg-surface p-5">
              <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-wa" />
              <span>{policy}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          <a href={siteHref(localePath(lang, QUESTIONS_PATH))} className="font-semibold text-accent-text underline underline-offset-4">
            {questions.heading}
          </a>
        </p>
      </Section>
    </>
  );
}
