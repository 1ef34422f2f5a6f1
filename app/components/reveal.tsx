import type { ReactNode } from "react";

/**
 * Slides content in from one side when it enters the viewport, and out again when it
 * leaves, so the reveal repeats. Progressive: the prerendered HTML is always visible, and
 * an element only hides once the page's script (browser/reveal.ts) has found it off screen
 * and marked it `data-state="hidden"`. Under `prefers-reduced-motion: reduce` nothing hides
 * or moves (motion-safe variants).
 */
export function Reveal({
  direction = "left",
  className = "",
  children,
}: {
  direction?: "left" | "right";
  className?: string;
  children: ReactNode;
}) {
  const offset =
    direction === "left" ? "motion-safe:data-[state=hidden]:-translate-x-[100px]" : "motion-safe:data-[state=hidden]:translate-x-[100px]";
  return (
    <div
      data-reveal={direction}
      data-state="visible"
      className={`motion-safe:transition-[opacity,translate] motion-safe:duration-600 motion-safe:ease-[ease-out] motion-safe:data-[state=hidden]:opacity-0 ${offset} ${className}`}
    >
      {children}
    </div>
  );
}
