/** What vite-imagetools returns for `as=picture`: srcsets per format and the fallback img. */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

/**
 * Turns an eager `import.meta.glob` of picture sources into a name → picture map, named
 * by path without extension ("cars/innova-crysta"). A photo (jpg/png/webp) wins over the
 * sample SVG of the same name, so a business owner replaces a sample by adding a file.
 */
export function byName(modules: Record<string, PictureData>): Record<string, PictureData> {
  const out: Record<string, PictureData> = {};
  const isSvg: Record<string, boolean> = {};
  for (const [file, data] of Object.entries(modules)) {
    const name = file.replace(/^.*\/assets\/images\//, "").replace(/\.[a-z]+$/i, "");
    const svg = file.endsWith(".svg");
    if (!(name in out) || (isSvg[name] && !svg)) {
      out[name] = data;
      isSvg[name] = svg;
    }
  }
  return out;
}

export function pick(pictures: Record<string, PictureData>, name: string): PictureData {
  const picture = pictures[name];
  // The content check stops the build first; this guards a picture missing from a glob.
  if (!picture) throw new Error(`No picture named "${name}" in app/assets/images`);
  return picture;
}
