/** Where picture sources live, from the project's root. */
export const IMAGE_DIR = "app/assets/images";
/**
 * The kinds of file a picture may be: photos from a phone or camera, and the sample
 * artwork's SVG. Content names a picture by its path under IMAGE_DIR, extension included
 * ("cars/innova-crysta.svg"), as the editor writes it after an upload.
 */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "svg"] as const;
