import { grouped } from "#app/content/words/numbers.ts";

/**
 * Money as India writes it, in every language of the site: the rupee sign and the Indian
 * grouping, thousands then lakhs then crores (₹1,25,000), in Western digits (the style
 * guide's rule for numbers: content/words/numbers.ts).
 */
export function rupees(amount: number): string {
  const whole = Math.round(amount);
  return `${whole < 0 ? "−" : ""}₹${grouped(Math.abs(whole))}`;
}
