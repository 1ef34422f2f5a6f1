/**
 * Parts marked `data-reveal` (components/reveal.tsx) slide in as they enter the viewport and
 * out as they leave: the CSS moves whatever is `data-state="hidden"`. Without an observer
 * (or without this script) everything stays shown.
 */
export function revealOnScroll() {
  const parts = document.querySelectorAll<HTMLElement>("[data-reveal]");
  if (!parts.length || typeof IntersectionObserver === "undefined") return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) (entry.target as HTMLElement).dataset.state = entry.isIntersecting ? "visible" : "hidden";
  });
  for (const part of parts) observer.observe(part);
}
