/**
 * The cars page's words.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

export const carsPage = {
  title: `Our Cars and Tempo Travellers | ${business.name}`,
  description:
    "Hire a car with driver in Rajkot: Innova Crysta, Ertiga, Dzire, Urbania and Tempo Travellers for 4 to 29 passengers. Call or WhatsApp to book.",
  heading: "Explore Our Car Collection",
  intro:
    "Every car comes with a trained, background-verified driver and is sanitized before each trip. Choose a car, then call or send us a WhatsApp message to book it.",
  filterLabel: "Filter by group size",
  filters: [
    { label: "All", min: 1, max: 60 },
    { label: "Up to 4", min: 1, max: 4 },
    { label: "5–7", min: 5, max: 7 },
    { label: "8–17", min: 8, max: 17 },
    { label: "18+", min: 18, max: 60 },
  ],
  showing: (n: number, total: number) =>
    n === total ? `Showing all ${total} cars` : `Showing ${n} of ${total} cars`,
};
