import { ArrowRight, BadgeCheck } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { OpenNow } from "#app/components/open-now.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { Section } from "#app/components/section.tsx";
import { useWords } from "#app/components/words.tsx";
import type { HomeWords } from "#app/content/words/shape.ts";
import { pageWords } from "#app/content/words/words.ts";
import { localePath } from "#app/lib/i18n.ts";
import { siteHref } from "#app/lib/urls.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";
import { HomeHero } from "./hero.tsx";
import { HowSteps, PopularCars, ServiceAreas, Testimonials, VisitOffice } from "./parts.tsx";
import { termsPolicies } from "#app/lib/policies.ts";
import { TourList } from "#app/components/tour-list.tsx";
import { homeTours } from "#app/lib/tour-links.ts";

/**
 * The home page, in the language of `words` (its route module picks them): its sections in
 * order, the shorter ones here, the hero (home-hero.tsx) and those with lists of their own
 * (home-parts.tsx) beside it.
 */
export function HomePage({ words }: { words: HomeWords }) {
  const { homePage: copy, testimonials, policies, places } = words;
  const { lang, hours } = useWords();
  const tours = homeTours(lang);
  const questions = pageWords("questions", lang).questionsPage;
  // The spec's four (changing or cancelling free, no hidden charges, drivers, clean cars), then
  // the other terms: the terms' sentences are the owner's terms written out, the rest words (home*.json).
  const allPolicies = termsPolicies(lang, policies);
  return (
    <>
      <HomeHero copy={copy} />

      <PopularCars copy={copy} />

      <div className="bg-surface">
        <Testimonials title={copy.testimonialsTitle} testimonials={testimonials} reviewUs={questions.reviewUs} />
      </div>

      <ServiceAreas copy={copy} alsoOutside={places.alsoOutside} />

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
        <HowSteps copy={copy} />
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

      <VisitOffice copy={copy} places={places} />

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
