/**
 * The places' pictures, processed like the others (AVIF and WebP at the widths the place
 * pages show them at).
 */
import { byName, type PictureData } from "./picture-data.ts";

export const placePictures: Record<string, PictureData> = byName(
  import.meta.glob<PictureData>("../assets/images/places/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=320;480;640;800&format=avif;webp&as=picture",
  }),
);
