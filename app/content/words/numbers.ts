/**
 * Numbers as India writes them, in every language of the site (the style guide's rule): the
 * Indian grouping, thousands then lakhs then crores (1,200; 1,25,000), in Western digits.
 * Written by hand rather than with Intl, whose "en-IN" grouping a browser may lack and whose
 * "gu-IN" and "hi-IN" would switch to other digits. Money (lib/money.ts) and the words' km use it.
 */
export function grouped(n: number): string {
  const digits = String(Math.round(n));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return rest ? `${rest},${last3}` : last3;
}
