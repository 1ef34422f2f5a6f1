/**
 * Images made from the logo at build time with sharp: favicons and web-app icons, and a
 * 1200×630 social card per page (title, logo, brand colours) for link previews.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { business } from "../../app/content/business.ts";
import { shell } from "../../app/content/copy.ts";

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

/** Greedy word wrap into lines of at most `max` characters. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

export function socialCardSvg(title: string, logoSvg: Buffer): string {
  const lines = wrap(title, 26).slice(0, 2);
  const logo = `data:image/svg+xml;base64,${logoSvg.toString("base64")}`;
  const font = "DejaVu Sans, Noto Sans, Liberation Sans, Arial, sans-serif";
  const text = lines
    .map((line, i) => `<text x="80" y="${300 + i * 88}" font-size="72" font-weight="700" fill="#ffffff" font-family="${font}">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BRAND.navy}"/><stop offset="1" stop-color="#1e3a8a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="560" r="260" fill="${BRAND.saffron}" opacity="0.18"/>
  <rect x="0" y="600" width="1200" height="30" fill="${BRAND.saffron}"/>
  <image href="${logo}" x="80" y="70" width="96" height="96"/>
  <text x="196" y="132" font-size="38" font-weight="700" fill="${BRAND.sand}" font-family="${font}">${escapeXml(business.name)}</text>
  ${text}
  <text x="80" y="540" font-size="30" fill="${BRAND.sand}" font-family="${font}">${escapeXml(shell.footerTagline)}</text>
</svg>`;
}

export async function writeSocialCard(file: string, title: string, logoSvg: Buffer) {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(socialCardSvg(title, logoSvg)))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(file);
}

export function readLogo(root: string) {
  return {
    logo: readFileSync(path.join(root, "app/assets/images/logo.svg")),
    favicon: readFileSync(path.join(root, "app/assets/images/favicon.svg")),
  };
}
