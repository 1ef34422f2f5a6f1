import type { PictureData } from "#app/images/picture-data.ts";

/**
 * One optimized picture: AVIF and WebP sources with srcset, and an img with its intrinsic
 * width and height so the layout never shifts. Lazy below the fold; `priority` marks the
 * LCP image (eager, high fetch priority; the home route also preloads its hero). Lazy images
 * do not hold the load event, so pictures on screen at load are marked eager: the scripts,
 * which wait for load, then never compete with them. `behind` marks a picture that may be on
 * the first screen but is not its largest: low fetch priority, which the browser keeps even
 * once it sees the picture on screen, so that the largest one has the line to itself first.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority = false,
  eager = priority,
  behind = false,
  className,
  imgClassName,
}: {
  picture: PictureData;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** Load at once, for pictures on screen at load that are not the LCP image. */
  eager?: boolean;
  /** Not the LCP image, though perhaps on the first screen: asked for at low priority. */
  behind?: boolean;
  className?: string;
  imgClassName?: string;
}) {
  return (
    <picture className={className}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : behind ? "low" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}
