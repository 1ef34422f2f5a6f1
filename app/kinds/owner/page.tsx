import { Award, Mail } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Gallery } from "#app/components/gallery.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { business } from "#app/content/business/business.ts";
import type { OwnerWords } from "#app/content/words/shape.ts";
import { ownerPictures } from "#app/images/owner.ts";
import { pick } from "#app/images/picture-data.ts";
import { mailtoLink } from "#app/lib/links.ts";
import { useWords } from "#app/components/words.tsx";

/** The owner page, in the language of `words` (its route module picks them). */
export function OwnerPage({ words }: { words: OwnerWords }) {
  const { ownerPage: copy, achievements } = words;
  const { lang, messages } = useWords();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid items-center gap-8 md:grid-cols-[18rem_1fr] lg:gap-12">
        <Picture
          picture={pick(ownerPictures, business.owner.image)}
          alt={copy.portraitAlt}
          sizes="(min-width: 768px) 288px, 60vw"
          priority
          imgClassName="mx-auto w-3/5 rounded-full border-4 border-surface-2 shadow-lg md:w-full"
        />
        <div>
          <p className="font-semibold text-accent-text">{copy.role}</p>
          <h1 lang="en" className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {business.owner.name[lang]}
          </h1>
          <div className="mt-4 max-w-prose space-y-4 text-lg">
            {copy.bio.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <p className="mt-4">
            {copy.socialText} <ExternalLink href={business.social.owner.url}>{business.social.owner.label}</ExternalLink>
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <span className="text-muted">{copy.mailText}</span>
            <ButtonLink to={mailtoLink(business.email, { subject: messages.mailSubject, body: messages.mailBody })} variant="outline">
              <Mail aria-hidden="true" className="size-5" />
              {copy.mailLink}
            </ButtonLink>
          </div>
        </div>
      </div>

      <section aria-labelledby="achievements-title" className="render-later [--later-size:50rem] lg:[--later-size:16rem] mt-14">
        <h2 id="achievements-title" className="text-2xl font-bold">
          {copy.achievementsTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.map((a, i) => (
            <li key={a.title}>
              <Reveal direction={i % 2 ? "right" : "left"} className="h-full">
                {/* An article is named by its heading (IBM's checker asks for a name). */}
                <article aria-labelledby={`achievement-${i + 1}`} className="h-full rounded-2xl border border-border bg-surface p-6">
                  <Award aria-hidden="true" className="size-8 text-accent-text" />
                  <h3 id={`achievement-${i + 1}`} className="mt-3 font-bold">
                    {a.title}
                  </h3>
                  <p className="mt-1 text-muted">{a.description}</p>
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="owner-gallery-title" className="render-later [--later-size:52rem] lg:[--later-size:20rem] mt-14">
        <h2 id="owner-gallery-title" className="text-2xl font-bold">
          {copy.galleryTitle}
        </h2>
        <Gallery
          items={copy.gallery}
          pictures={ownerPictures}
          sizes="(min-width: 1152px) 360px, (min-width: 640px) 31vw, 92vw"
          className="mt-6 sm:grid-cols-3"
          imgClassName="aspect-[4/3] w-full rounded-2xl border border-border object-cover"
        />
      </section>
    </div>
  );
}
