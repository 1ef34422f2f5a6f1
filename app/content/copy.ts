/**
 * The English words every page shares: navigation, labels, card texts, messages. Each
 * page's own words are in pages/, so that a page's script carries only its own copy.
 * Components take their words from here so that a Gujarati or Hindi edition later adds a
 * sibling file and a route prefix, not edits in components.
 */
import { business } from "./business.ts";

export const nav = [
  { label: "Home", path: "/" },
  { label: "Book a car", path: "/cars" },
  { label: "About", path: "/about" },
  { label: "Owner", path: "/owner" },
] as const;

export const shell = {
  skipLink: "Skip to main content",
  homeLinkLabel: `${business.name}, home`,
  // One name for the menu button: whether it is open is its expanded state, not its name.
  menu: "Menu",
  navLabel: "Main",
  themeSwitch: (theme: "light" | "dark") => `Switch to ${theme} theme`,
  themeSwitchUnknown: "Switch between light and dark theme",
  callShort: "Call",
  // Non-breaking spaces keep labels of telephone links on one line.
  callLong: "Call\u00a0now",
  whatsappShort: "WhatsApp",
  quickActionsLabel: "Call or message us",
  footerTagline: "Car rental with driver and tours across Gujarat, from Rajkot.",
  footerContact: "Contact",
  footerPages: "Pages",
  footerHours: "Every day 6:00 AM – 11:00 PM · emergency calls 24/7",
  opensNewTab: "(opens in a new tab)",
};

/** WhatsApp messages, prefilled so that a visitor only has to press send. */
export const messages = {
  general: `Hello ${business.name}, I would like to book a car. Please share availability and the fare.`,
  car: (car: { name: string; capacity: number }) =>
    `Hello ${business.name}, I would like to book the ${car.name} (${car.capacity} seats). Please share availability and the fare for my trip.`,
  feedback: `Hello ${business.name}, I would like to share some feedback about my trip with you.`,
  mailSubject: "Enquiry from your website",
  mailBody: `Hello ${business.owner.name},\n\nI found Navkar Tours & Travels online and would like to get in touch.\n\nThank you.`,
};

/** The words on a car card, on the home and cars pages. */
export const carCard = {
  seats: (n: number) => `Seats: ${n} passengers`,
  call: "Call\u00a0Now",
  message: "Message Now",
  callLabel: (car: string) => `Call Now about the ${car}`,
  messageLabel: (car: string) => `Message Now about the ${car} on WhatsApp`,
};
