import type { ReactNode } from "react";
import { siteHref } from "#app/lib/urls.ts";

const styles = {
  primary: "bg-accent text-on-accent hover:bg-accent-hover",
  whatsapp: "bg-wa text-on-wa hover:bg-wa-hover",
  outline: "border-2 border-current text-fg hover:bg-surface",
  light: "bg-white text-slate-900 hover:bg-orange-50",
};

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 font-semibold shadow-sm transition-colors active:translate-y-px";

/** The classes of a button-styled control, for a real <button> that looks like the links. */
export const buttonClass = (variant: keyof typeof styles = "primary", className = "") => `${base} ${styles[variant]} ${className}`;

/** A link styled as a button: a plain link, to another page (a document load) or out of the site. */
export function ButtonLink({
  to,
  variant = "primary",
  className = "",
  children,
  ...rest
}: {
  to: string;
  variant?: keyof typeof styles;
  className?: string;
  children: ReactNode;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className">) {
  const cls = buttonClass(variant, className);
  return (
    <a href={siteHref(to)} className={cls} {...rest}>
      {children}
    </a>
  );
}
