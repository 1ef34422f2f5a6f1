/**
 * The about page's words.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

export const aboutPage = {
  title: `About Us | ${business.name}`,
  description:
    "Navkar Tours & Travels is a Rajkot car rental and tour company with trained drivers, clean cars and honest fares across Gujarat.",
  heading: "About Navkar Tours & Travels",
  paragraphs: [
    "Navkar Tours & Travels is a family-run car rental and tour company from Rajkot, Gujarat. For years we have driven families, pilgrims, wedding parties and business travellers safely to where they need to be.",
    "We offer cars with trained drivers for local city rides, outstation trips, airport and railway transfers, weddings and events, and pilgrimage tours to Dwarka, Somnath and beyond. Our fleet runs from comfortable sedans to Urbania vans and Tempo Travellers for up to 29 passengers.",
    "We keep our promise simple: clean cars, drivers you can trust, on-time pick-ups and a fair fare with no hidden charges. Call us or send a WhatsApp message and we will plan your trip with you.",
  ],
  socialText: "See our latest trips and offers on",
  feedbackTitle: "Share your feedback",
  feedbackText:
    "Travelled with us? Tell us what went well and what we can do better. We read every message.",
  feedbackLink: "Message on WhatsApp",
  galleryTitle: "Our services",
  banner: { image: "banner", alt: "Banner: all types of cars on rental basis, Navkar Tours & Travels, Rajkot" },
  posters: [
    { image: "posters/outstation-tours", alt: "Poster: outstation tours across Gujarat and beyond" },
    { image: "posters/pilgrimage-tours", alt: "Poster: pilgrimage tours to Dwarka, Somnath and Ambaji" },
    { image: "posters/weddings-events", alt: "Poster: decorated cars for weddings and events" },
    { image: "posters/airport-railway-transfers", alt: "Poster: airport and railway pick-up and drop, 24/7" },
  ],
};
