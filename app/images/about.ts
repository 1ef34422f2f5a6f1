import { byName, type PictureData } from "./picture-data.ts";

export const posterPictures = byName(
  import.meta.glob<PictureData>("../assets/images/posters/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=320;480;640;800&format=avif;webp&as=picture",
  }),
);

export const bannerPictures = byName(
  import.meta.glob<PictureData>("../assets/images/banner/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=640;960;1280;1600&format=avif;webp&as=picture",
  }),
);
