import type { ReactNode } from "react";
import { Reveal } from "./reveal.tsx";

/** A home-page section: a titled block that slides in from one side. */
export function Section({
  id,
  title,
  intro,
  direction = "left",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  direction?: "left" | "right";
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="render-later [--later-size:37rem] lg:[--later-size:18rem] mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16"
    >
      <Reveal direction={direction}>
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-prose text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </Reveal>
    </section>
  );
}
