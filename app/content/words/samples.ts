/**
 * The sample testimonials of the home page: three made-up customers. While the English file
 * still has them, the build warns (as for the sample phone, business/samples.ts), so that no
 * site shows invented reviews as its customers' words.
 */
import type { HomeWordsData } from "./schema.ts";

export const SAMPLE_AUTHORS = ["Priya Patel, Ahmedabad", "Rakesh Joshi, Rajkot", "Meera Shah, Jamnagar"];

export function findTestimonialSamples(home: HomeWordsData): string[] {
  const samples = home.testimonials.filter((t) => SAMPLE_AUTHORS.includes(t.author));
  return samples.length
    ? [
        `the home page's testimonials are samples (${samples.map((t) => t.author).join("; ")}): write your customers' own words, with where and when they wrote them`,
      ]
    : [];
}
