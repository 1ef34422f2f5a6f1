import { byName, type PictureData } from "./picture-data.ts";

export const ownerPictures = byName(
  import.meta.glob<PictureData>("../assets/images/owner/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=320;480;640;800;1200&format=avif;webp&as=picture",
  }),
);
