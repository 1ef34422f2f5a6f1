import { MessageCircle } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { ExternalLink } from "#app/components/external-link.tsx";
import { Gallery } from "#app/components/gallery.tsx";
import { PageHeader } from "#app/components/page-header.tsx";
import { Picture } from "#app/components/picture.tsx";
import { Reveal } from "#app/components/reveal.tsx";
import { UpiPay } from "#app/components/upi-pay.tsx";
import { business } from "#app/content/business/business.ts";
import type { AboutWords } from "#app/content/words/shape.ts";
import { bannerPictures, posterPictures } from "#app/images/about.ts";
import { pick } from "#app/images/picture-data.ts";
import { newTab, whatsappLink } from "#app/lib/links.ts";
import { FULL_STOP } from "#app/lib/sentences.ts";
import { useWords } from "#app/components/words.tsx";

/** The about page, in the language of `words` (its route module picks them). */
export function AboutPage({ words }: { words: AboutWords }) {
  const copy = words.aboutPage;
  const { lang, messages, shell } = useWords();
  const [first, ...rest] = copy.paragraphs;
  return (
    <>
      <PageHeader title={copy.heading} lead={first} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="max-w-prose space-y-4 text-lg">
          {rest.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p>
            {copy.socialText} <ExternalLink href={business.social.company.url}>{business.social.company.label}</ExternalLink>
            {FULL_STOP[lang]}
          </p>
        </div>
        <UpiPay className="mt-8 max-w-prose" />

        <section aria-labelledby="feedback-title" className="render-later [--later-size:15rem] mt-12">
          <Reveal className="rounded-3xl border border-border bg-surface-2 p-6 sm:p-10">
            <h2 id="feedback-title" className="text-2xl font-bold">
              {copy.feedbackTitle}
            </h2>
            <p className="mt-2 max-w-prose text-muted">{copy.feedbackText}</p>
            <ButtonLink to={whatsappLink(business.phone, messages.feedback)} variant="whatsapp" className="mt-6" {...newTab}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {copy.feedbackLink}
              <span className="sr-only"> {shell.opensNewTab}</span>
            </ButtonLink>
          </Reveal>
        </section>

        <section aria-labelledby="gallery-title" className="render-later [--later-size:38rem] lg:[--later-size:51rem] mt-12">
          <h2 id="gallery-title" className="text-2xl font-bold">
            {copy.galleryTitle}
          </h2>
          <Reveal direction="right" className="mt-6">
            <Picture
              picture={pick(bannerPictures, copy.banner.image)}
              alt={copy.banner.alt}
              sizes="(min-width: 1152px) 1104px, 94vw"
              imgClassName="w-full rounded-2xl border border-border"
            />
          </Reveal>
          <Gallery
            items={copy.posters}
            pictures={posterPictures}
            sizes="(min-width: 1152px) 264px, (min-width: 1024px) 23vw, 46vw"
            className="mt-5 grid-cols-2 lg:grid-cols-4"
            imgClassName="w-full rounded-2xl border border-border shadow-sm"
          />
        </section>
      </div>
    </>
  );
}
