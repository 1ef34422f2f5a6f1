/**
 * Money as India writes it, in every language of the site: the rupee sign and the Indian
 * grouping, thousands then lakhs then crores (₹1,25,000), in Western digits (the style
 * guide's rule for numbers). Written by hand rather than with Intl, whose "en-IN" grouping
 * a browser may lack and whose "gu-IN" and "hi-IN" would switch to other digits or signs.
 */
export function rupees(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${whole < 0 ? "−" : ""}₹${rest ? `${rest},${last3}` : last3}`;
}
