import { byName, type PictureData } from "./picture-data.ts";

export const heroPictures = byName(
  import.meta.glob<PictureData>("../assets/images/hero/*.{jpg,jpeg,png,webp,svg,JPG,JPEG,PNG,WEBP}", {
    eager: true,
    import: "default",
    query: "?w=480;768;1024;1280;1600&format=avif;webp&as=picture",
  }),
);
