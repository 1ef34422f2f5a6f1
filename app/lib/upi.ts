/**
 * Paying by UPI: the link a phone's UPI app opens, and its QR code, drawn at build time
 * (`qrcode`, a dev dependency: every page is HTML written by the build, decision 015) as the
 * path of an inline SVG, so that the page carries no image file and no script.
 */
import QRCode from "qrcode";

/**
 * The UPI link to pay `upi` (a UPI ID, which the content check holds to letters, digits,
 * `._-` and one @), naming the payee: no amount, which the owner confirms on WhatsApp first.
 */
export const upiLink = (upi: string, payee: string) => `upi://pay?pa=${upi}&pn=${encodeURIComponent(payee)}&cu=INR`;

/** How many blank modules surround the code: the quiet zone scanners need. */
const QUIET = 4;

/**
 * A QR code of `text` as an SVG path: one rectangle for each run of dark modules in a row,
 * in a square of `size` modules with its quiet zone.
 */
export function qrCode(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  const runs: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!modules.get(y, x)) continue;
      const start = x;
      while (x + 1 < n && modules.get(y, x + 1)) x++;
      runs.push(`M${start + QUIET} ${y + QUIET}h${x - start + 1}v1H${start + QUIET}z`);
    }
  }
  return { size: n + 2 * QUIET, path: runs.join("") };
}
