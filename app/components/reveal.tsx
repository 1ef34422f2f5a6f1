import { type ReactNode, useEffect, useRef, useState } from "react";

/**
 * Slides content in from one side when it enters the viewport, and out again when it
 * leaves, so the reveal repeats. Progressive: the prerendered HTML is always visible, and
 * an element only hides once the observer has run and found it off screen. Under
 * `prefers-reduced-motion: reduce` nothing hides or moves (motion-safe variants).
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
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setHidden(!entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const offset = direction === "left" ? "motion-safe:-translate-x-[100px]" : "motion-safe:translate-x-[100px]";
  return (
    <div
      ref={ref}
      data-reveal={direction}
      data-state={hidden ? "hidden" : "visible"}
      className={`motion-safe:transition-[opacity,translate] motion-safe:duration-600 motion-safe:ease-[ease-out] ${hidden ? `motion-safe:opacity-0 ${offset}` : ""} ${className}`}
    >
      {children}
    </div>
  );
}
