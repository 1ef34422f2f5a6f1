/**
 * Images made from the logo at build time with sharp: favicons and web-app icons, and a
 * 1200×630 social card per page (title, logo, brand colours) for link previews.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { business } from "#app/content/business/business.ts";
import { cacheKey, cached } from "./cache.ts";
import type { Lang } from "#app/content/languages.ts";

const BRAND = { navy: "#0f2a4a", saffron: "#f59e0b", orange: "#c2410c", sand: "#fef3c7" };

export async function writeIcons(out: string, logoSvg: Buffer, faviconSvg: Buffer) {
  const dir = path.join(out, "icons");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(out, "favicon.svg"), faviconSvg);
  const png = (size: number) => sharp(logoSvg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 });
  await png(32).toFile(path.join(dir, "icon-32.png"));
  await png(180).toFile(path.join(dir, "apple-touch-icon.png"));
  await png(192).toFile(path.join(dir, "icon-192.png"));
  await png(512).toFile(path.join(dir, "icon-512.png"));
  // Maskable: the mark inside the 80 % safe zone on a full-bleed brand background.
  const inner = await png(360).toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND.navy } })
    .composite([{ input: inner, top: 76, left: 76 }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, "icon-maskable-512.png"));
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The cards' fonts come from npm packages, not from the machine, so a card comes out the
 * same wherever it is built, and Gujarati and Devanagari are shaped right (conjuncts, vowel
 * signs): sharp draws text with Pango and HarfBuzz. Each font also carries Latin letters.
 */
const require = createRequire(import.meta.url);
const FONTS: Record<Lang, { file: string; family: string }> = {
  en: { file: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf", family: "Noto Sans Bold" },
  gu: { file: "@expo-google-fonts/noto-sans-gujarati/700Bold/NotoSansGujarati_700Bold.ttf", family: "Noto Sans Gujarati Bold" },
  hi: { file: "@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf", family: "Noto Sans Devanagari Bold" },
};

/** One block of text as a transparent PNG, at most `maxHeight` tall (two lines of a headline). */
async function textImage(text: string, lang: Lang, size: number, colour: string, maxHeight: number) {
  const font = FONTS[lang];
  const image = sharp({
    text: {
      text: `<span foreground="${colour}">${escapeXml(text)}</span>`,
      font: `${font.family} ${size}`,
      fontfile: require.resolve(font.file),
      width: 1040,
      dpi: 72,
      wrap: "word",
      rgba: true,
    },
  });
  const { width = 1, height = 1 } = await image.metadata();
  return image
    .extract({ left: 0, top: 0, width, height: Math.min(height, maxHeight) })
    .png()
    .toBuffer();
}

/** The card's background and logo; its text is drawn separately (textImage). */
export function socialCardSvg(logoSvg: Buffer): string {
  const logo = `data:image/svg+xml;base64,${logoSvg.toString("base64")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.navy}"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="560" r="260" fill="${BRAND.saffron}" opacity="0.18"/>
  <rect x="0" y="600" width="1200" height="30" fill="${BRAND.saffron}"/>
  <image href="${logo}" x="80" y="70" width="96" height="96"/>
</svg>`;
}

/**
 * A 1200×630 link-preview card: the brand, the page's headline and the tagline, in `lang`.
 * Kept in the build's cache (cache.ts) under its words, its background and sharp's version:
 * most builds change few of the cards.
 */
export async function writeSocialCard(file: string, card: { title: string; tagline: string; lang: Lang }, logoSvg: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  const name = business.name[card.lang];
  const background = socialCardSvg(logoSvg);
  const key = cacheKey("social card 1", sharp.versions.vips, background, card.lang, name, card.title, card.tagline);
  const png = await cached(key, async () => {
    const [brand, headline, tagline] = await Promise.all([
      textImage(name, card.lang, 38, BRAND.sand, 60),
      textImage(card.title, card.lang, 68, "#ffffff", 210),
      textImage(card.tagline, card.lang, 30, BRAND.sand, 90),
    ]);
    return sharp(Buffer.from(background))
      .composite([
        { input: brand, left: 196, top: 92 },
        { input: headline, left: 80, top: 230 },
        { input: tagline, left: 80, top: 490 },
      ])
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toBuffer();
  });
  writeFileSync(file, png);
}

export function readLogo(root: string) {
  return {
    logo: readFileSync(path.join(root, "app/assets/images/logo.svg")),
    favicon: readFileSync(path.join(root, "app/assets/images/favicon.svg")),
  };
}
