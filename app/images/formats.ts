/** Where picture sources live and which kinds of file count as one. */
export const IMAGE_DIR = "app/assets/images";
/** The home page's hero picture (app/images/hero.ts reads it). */
export const HERO_IMAGE = "hero";
/** A photo (jpg/png/webp) wins over the sample SVG of the same name. */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "svg"] as const;
