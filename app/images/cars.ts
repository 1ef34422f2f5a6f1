import { byName, type PictureData } from "./picture-data.ts";

export const carPictures = byName(
  import.meta.glob<PictureData>("../assets/images/cars/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=320;480;640;800&format=avif;webp&as=picture",
  }),
);
