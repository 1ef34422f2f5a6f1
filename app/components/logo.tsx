import logo from "#app/assets/images/logo.svg?w=36;72;108&format=webp&quality=90&as=img";

/**
 * The brand mark. Decorative: it always stands beside the business name. A small raster
 * rather than the SVG: an SVG image costs the browser a document of its own to draw, and
 * inlined as a data URL it also rode in every page's script. Low fetch priority: the mark is
 * tiny and decorative, so it must not go before the hero picture (it also stops React from
 * writing a preload for it into the head).
 */
export function Logo({ className }: { className?: string }) {
  return <img src={logo.src} srcSet={logo.srcset} sizes="36px" fetchPriority="low" alt="" width={36} height={36} className={className} />;
}
