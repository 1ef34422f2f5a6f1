import { ButtonLink } from "#app/components/button-link.tsx";
import { useWords } from "#app/components/words.tsx";
import type { NotFoundWords } from "#app/content/words/shape.ts";
import { localePath } from "#app/lib/i18n.ts";

/** Any unknown address. Prerendered per language, then served as 404.html with status 404. */
export function NotFoundPage({ words }: { words: NotFoundWords }) {
  const copy = words.notFoundPage;
  const { lang } = useWords();
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-accent-text">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-muted">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={localePath(lang, "/")}>{copy.home}</ButtonLink>
        <ButtonLink to={localePath(lang, "/cars")} variant="outline">
          {copy.cars}
        </ButtonLink>
      </div>
    </div>
  );
}
