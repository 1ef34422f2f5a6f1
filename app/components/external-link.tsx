import { ExternalLink as ExternalIcon } from "lucide-react";
import type { ReactNode } from "react";
import { newTab } from "#app/lib/links.ts";
import { useWords } from "./words.tsx";

/** A link to another site, opening in a new tab, and saying so to screen readers. */
export function ExternalLink({ href, children, className = "" }: { href: string; children: ReactNode; className?: string }) {
  const { shell } = useWords();
  return (
    <a
      href={href}
      {...newTab}
      className={`inline-flex items-center gap-1 font-semibold text-accent-text underline underline-offset-4 ${className}`}
    >
      {children}
      <ExternalIcon aria-hidden="true" className="size-4" />
      <span className="sr-only">{` ${shell.opensNewTab}`}</span>
    </a>
  );
}
