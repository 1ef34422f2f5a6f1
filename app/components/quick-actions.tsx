import { MessageCircle, Phone } from "lucide-react";
import { business } from "#app/content/business/business.ts";
import { newTab, telLink, whatsappLink } from "#app/lib/links.ts";
import { useWords } from "./words.tsx";

/**
 * Call and WhatsApp, one tap away on phones: a bar fixed to the bottom of small screens.
 * The page keeps room for it below its end and scrolls focus out from under it
 * (--call-bar-space in app.css), and it keeps clear of the home indicator with the
 * safe-area inset. `className` adds the shell's own (the paint hold, inline/paint-hold.ts).
 */
export function QuickActions({ className = "" }: { className?: string }) {
  const { shell, messages } = useWords();
  return (
    <aside
      aria-label={shell.quickActionsLabel}
      className={`${className} fixed inset-x-0 bottom-0 z-30 grid grid-cols-2 gap-2 border-t border-border bg-bg px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:hidden`}
    >
      <a
        href={telLink(business.phone)}
        className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent font-semibold text-on-accent active:bg-accent-hover"
      >
        <Phone aria-hidden="true" className="size-5" />
        {shell.callShort}
      </a>
      <a
        href={whatsappLink(business.phone, messages.general)}
        {...newTab}
        className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-wa font-semibold text-on-wa active:bg-wa-hover"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {shell.whatsappShort}
      </a>
    </aside>
  );
}
