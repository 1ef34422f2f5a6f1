/** What vite-imagetools returns for `as=picture`: srcsets per format and the fallback img. */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Turns an eager `import.meta.glob` of picture sources into a map from each picture's path
 * under app/assets/images ("/cars/innova-crysta.svg"), the name content gives it, to the
 * processed picture.
 */
export function byName(modules: Record<string, PictureData>): Record<string, PictureData> {
  return Object.fromEntries(Object.entries(modules).map(([file, data]) => [file.replace(/^.*\/assets\/images\//, "/"), data]));
}

export function pick(pictures: Record<string, PictureData>, name: string): PictureData {
  const picture = pictures[name];
  // The content check stops the build first; this guards a picture missing from a glob.
  if (!picture) throw new Error(`No picture named "${name}" in app/assets/images`);
  return picture;
}
