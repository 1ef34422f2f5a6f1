import logoUrl from "~/assets/images/logo.svg?url";

/** The brand mark. Decorative: it always stands beside the business name. */
export function Logo({ className }: { className?: string }) {
  return <img src={logoUrl} alt="" width={36} height={36} className={className} />;
}
