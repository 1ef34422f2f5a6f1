/** A car model's web address name, apart from the fleet's data, so the content check and the seat table use it without loading the fleet. */
/**
 * A model's web address name from the car's name: lower case, every run of characters other
 * than Latin letters and digits one hyphen, none at either end. "Innova Crysta" →
 * "innova-crysta", "Nexa XL6" → "nexa-xl6", "AURA" → "aura". (The schema asks every name for
 * a Latin letter or a digit, so none is empty.)
 */
export const modelSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
