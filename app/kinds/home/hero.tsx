import { preload } from "react-dom";
import { ArrowRight, Phone } from "lucide-react";
import { ButtonLink } from "#app/components/button-link.tsx";
import { WhatsAppButton } from "#app/components/contact-buttons.tsx";
import { Picture } from "#app/components/picture.tsx";
import { useWords } from "#app/components/words.tsx";
import { business } from "#app/content/business/business.ts";
import type { HomeWords } from "#app/content/words/shape.ts";
import { heroPictures } from "#app/images/hero.ts";
import { pick } from "#app/images/picture-data.ts";
import { localePath } from "#app/lib/i18n.ts";
import { telLink, whatsappLink } from "#app/lib/links.ts";

/**
 * The home page's hero: its picture, title and first buttons. Apart because it is the page's
 * largest paint, with its own preload.
 */
const HERO_SIZES = "100vw";

export function HomeHero({ copy }: { copy: HomeWords["homePage"] }) {
  const { lang, messages } = useWords();
  // The hero is the largest paint: fetch it first, right after the CSS.
  const hero = pick(heroPictures, copy.heroImage);
  preload(hero.sources.avif.split(" ")[0], {
    as: "image",
    type: "image/avif",
    imageSrcSet: hero.sources.avif,
    imageSizes: HERO_SIZES,
    fetchPriority: "high",
  });
  return (
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
  );
}
