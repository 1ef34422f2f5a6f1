import { type PictureData, pick } from "#app/images/picture-data.ts";
import { Picture } from "./picture.tsx";
import { Reveal } from "./reveal.tsx";

/** A grid of pictures that slide in from alternating sides. */
export function Gallery({
  items,
  pictures,
  sizes,
  className,
  imgClassName,
}: {
  items: readonly { image: string; alt: string }[];
  pictures: Record<string, PictureData>;
  sizes: string;
  className: string;
  imgClassName: string;
}) {
  return (
    <ul className={`grid gap-4 ${className}`}>
      {items.map((item, i) => (
        <li key={`${i}-${item.image}`}>
          <Reveal direction={i % 2 ? "right" : "left"}>
            <Picture picture={pick(pictures, item.image)} alt={item.alt} sizes={sizes} imgClassName={imgClassName} />
          </Reveal>
        </li>
      ))}
    </ul>
  );
}
