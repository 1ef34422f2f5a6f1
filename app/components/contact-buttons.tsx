import { MessageCircle, Phone } from "lucide-react";
import { business } from "#app/content/business/business.ts";
import { newTab, telLink } from "#app/lib/links.ts";
import { ButtonLink } from "./button-link.tsx";
import { useWords } from "./words.tsx";

/**
 * WhatsApp, in a new tab, with a message ready (`whatsapp`, from lib/links.ts `whatsappLink`):
 * beside every Call button, since many visitors message a business from WhatsApp on their computer too.
 */
export function WhatsAppButton({ whatsapp, className }: { whatsapp: string; className?: string }) {
  const { shell } = useWords();
  return (
    <ButtonLink to={whatsapp} variant="whatsapp" className={className} {...newTab}>
      <MessageCircle aria-hidden="true" className="size-5" />
      {shell.whatsappShort}
      <span className="sr-only">{` ${shell.opensNewTab}`}</span>
    </ButtonLink>
  );
}

/** WhatsApp with the page's own message, then Call: the places' and the tours' pages end with them. */
export function ContactButtons({ whatsapp }: { whatsapp: string }) {
  const { shell } = useWords();
  return (
    <>
      <WhatsAppButton whatsapp={whatsapp} />
      <ButtonLink to={telLink(business.phone)} variant="outline">
        <Phone aria-hidden="true" className="size-5" />
        {shell.callLong}
      </ButtonLink>
    </>
  );
}
