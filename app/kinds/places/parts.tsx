/** The parts of a place's page: its picture, and each titled part (the road, the stops, why people go, what to know, the terms). */
import { Picture } from "#app/components/picture.tsx";
import type { InfoSection } from "./data.ts";
import type { PictureData } from "#app/images/picture-data.ts";
import { newTab } from "#app/lib/links.ts";
import { siteHref } from "#app/lib/urls.ts";

const link = "font-semibold text-accent-text underline underline-offset-4";

/** A titled part, from its data: a text, a list (the road's towns in order), a line after it. */
export function Info({ s, opensNewTab }: { s: InfoSection; opensNewTab: string }) {
  const List = s.route ? "ol" : "ul";
  return (
    <section aria-labelledby={`${s.id}-title`} className="render-later [--later-size:19rem] lg:[--later-size:12rem] mt-12">
      <h2 id={`${s.id}-title`} className="text-2xl font-bold">
        {s.title}
      </h2>
      {s.text && <p className="mt-2 max-w-prose text-pretty text-muted">{s.text}</p>}
      {s.listLabel && <p className="mt-4 font-semibold">{s.listLabel}</p>}
      {s.items.length > 0 && (
        <List
          className={
            s.route
              ? "mt-4 flex flex-wrap items-center gap-x-2 gap-y-3 text-lg font-semibold [&>li:not(:last-child)]:after:ms-2 [&>li:not(:last-child)]:after:text-accent [&>li:not(:last-child)]:after:content-['→']"
              : s.items.some((i) => i.to)
                ? "mt-3 flex flex-wrap gap-x-6 gap-y-2 text-lg"
                : "mt-4 max-w-prose list-disc space-y-2 ps-6 text-lg marker:text-accent"
          }
        >
          {s.items.map((i) => (
            <li key={i.text} className="text-pretty">
              {i.name && <strong>{i.name}: </strong>}
              {i.to ? (
                <a href={siteHref(i.to)} className={link}>
                  {i.text}
                </a>
              ) : (
                i.text
              )}
              {i.link && (
                <>
                  {" "}
                  <a href={i.link.href} className={`${link} text-base`} {...newTab}>
                    {i.link.label}
                    <span className="sr-only"> {opensNewTab}</span>
                  </a>
                </>
              )}
            </li>
          ))}
        </List>
      )}
      {s.note && <p className="mt-3 max-w-prose text-sm text-muted">{s.note}</p>}
    </section>
  );
}

/**
 * The place's picture: on screen at load, beside the trip's figures on a wide screen, and
 * the largest thing there on a phone: the LCP image, fetched first.
 */
export function PlacePicture({ picture, alt }: { picture: PictureData; alt: string }) {
  return (
    <Picture
      picture={picture}
      alt={alt}
      sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)"
      priority
      imgClassName="h-auto w-full rounded-2xl border border-border"
    />
  );
}
