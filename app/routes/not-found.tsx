import { ButtonLink } from "~/components/button-link";
import { notFoundPage as copy } from "~/content/pages/not-found";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => pageMeta("notFound", copy, null);

/** Any unknown address. Prerendered, then served as 404.html with status 404. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-accent-text">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
      <p className="mx-auto mt-3 max-w-prose text-lg text-muted">{copy.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{copy.home}</ButtonLink>
        <ButtonLink to="/cars" variant="outline">
          {copy.cars}
        </ButtonLink>
      </div>
    </div>
  );
}
