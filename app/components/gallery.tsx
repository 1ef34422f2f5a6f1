import { type PictureData, pick } from "~/images/picture-data";
import { Picture } from "./picture";
import { Reveal } from "./reveal";

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
