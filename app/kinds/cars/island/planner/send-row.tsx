import { MessageCircle, Phone } from "lucide-react";
import { newTab, telLink } from "#app/lib/links.ts";
import type { PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";
import { ButtonLink, buttonClass } from "#app/components/button-link.tsx";
import { useWords } from "#app/components/words.tsx";

/**
 * The form's end: the send button, a call instead, the privacy line, and the message's link
 * when the browser blocked its tab (`blocked`, use-send.ts). Apart because it is the form's
 * one submit, and the link to tap stands where the visitor tapped.
 */
export function SendRow({ copy, phone, blocked }: { copy: PlannerWords; phone: string; blocked: string | null }) {
  const { shell } = useWords();
  return (
    <div className="sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("whatsapp")}>
          <MessageCircle aria-hidden="true" className="size-5" />
          {copy.send}
          <span className="sr-only">{` ${shell.opensNewTab}`}</span>
        </button>
        <ButtonLink to={telLink(phone)} variant="outline">
          <Phone aria-hidden="true" className="size-5" />
          {copy.call}
        </ButtonLink>
      </div>
      <p className="mt-3 text-sm text-muted">{copy.privacy}</p>
      {blocked && (
        <p role="status" className="mt-3">
          <a href={blocked} {...newTab} className="font-semibold text-accent-text underline underline-offset-4">
            {copy.send}
          </a>
        </p>
      )}
    </div>
  );
}
