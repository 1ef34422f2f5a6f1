import { Star } from "lucide-react";
import { business } from "#app/content/business/business.ts";
import { ExternalLink } from "./external-link.tsx";

/**
 * “Review us on Google”, to the owner's review link (business.json `reviewUrl`); nothing
 * when the owner has given none. On the home page and the questions page.
 */
export function ReviewLink({ label, className = "" }: { label: string; className?: string }) {
  if (!business.reviewUrl) return null;
  return (
    <p className={className}>
      <ExternalLink href={business.reviewUrl} className="min-h-11">
        <Star aria-hidden="true" className="size-5" />
        {label}
      </ExternalLink>
    </p>
  );
}
