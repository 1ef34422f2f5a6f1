import { useId } from "react";
import { IndianRupee } from "lucide-react";
import { business, businessIn } from "#app/content/business/business.ts";
import { fill } from "#app/content/templates.ts";
import { pageWords } from "#app/content/words/words.ts";
import { qrCode, upiLink } from "#app/lib/upi.ts";
import { ButtonLink } from "./button-link.tsx";
import { useWords } from "./words.tsx";

/**
 * The owner's UPI ID with its QR code, drawn by the build as an inline SVG (no image file, no
 * script), and on a phone a "Pay by UPI" button that opens the phone's UPI app with no amount:
 * the owner confirms it on WhatsApp. Nothing without a UPI ID in Business details. The
 * questions page shows it under the answer about paying; the about page, too.
 */
export function UpiPay({ className = "", showId = true }: { className?: string; showId?: boolean }) {
  const { lang } = useWords();
  // useId gives "_R_…_", which HTML validators refuse as an id: prefixed with a letter.
  const captionId = `upi${useId()}`;
  if (!business.upi) return null;
  const w = pageWords("questions", lang).questionsPage;
  // The payee's name as the bank shows it: the legal, English one.
  const link = upiLink(business.upi, businessIn("en").name);
  const qr = qrCode(link);
  return (
    <div data-upi="" className={`flex flex-wrap items-center gap-4 ${className}`}>
      <svg
        role="img"
        aria-labelledby={captionId}
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        shapeRendering="crispEdges"
        className="size-40 shrink-0 rounded-lg border border-border"
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.path} fill="#000" />
      </svg>
      <div className="min-w-0 flex-1 basis-48 space-y-2">
        {/* What the code is for, in words: on the about page it stands without an answer above it. */}
        <p id={captionId} className="font-semibold text-fg">
          {w.upiQr}
        </p>
        {/* The questions page's answer about paying says the ID already. */}
        {showId && <p className="font-semibold break-all text-fg">{fill(w.upiId, { upi: business.upi })}</p>}
        <p className="text-sm">{w.upiScan}</p>
        <ButtonLink to={link} className="md:hidden">
          <IndianRupee aria-hidden="true" className="size-5" />
          {w.upiPay}
        </ButtonLink>
      </div>
    </div>
  );
}
