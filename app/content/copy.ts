/**
 * The English words every page shares: navigation, labels, card texts, messages, place
 * names. Each page's own words are in pages/, so that a page's script carries only its own
 * copy. The Gujarati and Hindi words are in copy.gu.ts and copy.hi.ts beside this file,
 * typed by `Words` (this file's shape): a missing or extra entry fails the type check.
 */
import { sitePages, type SitePageKey } from "../site-pages.ts";
import { business } from "./business.ts";
import type { Lang } from "./languages.ts";
import { formatTime } from "../lib/hours.ts";

const navLabels: Record<SitePageKey, string> = {
  home: "Home",
  cars: "Book a car",
  about: "About",
  owner: "Owner",
};

/** The English navigation, for tests and build-time code (components use `navLabels`). */
export const nav = sitePages.map((p) => ({ label: navLabels[p.key], path: p.path }));

export const shell = {
  skipLink: "Skip to main content",
  homeLinkLabel: `${business.name}, home`,
  // One name for the menu button: whether it is open is its expanded state, not its name.
  menu: "Menu",
  navLabel: "Main",
  /** The language switcher's name: its button in the header, its list in the menu. */
  language: "Language",
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
  legalNotice: "All rights reserved",
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

/** The open-now label beside the hours; times are "HH:MM", 24-hour, in IST. */
export const hours = {
  time: formatTime,
  open: (until: string) => `Open now · until ${until}`,
  closed: (opens: string) => `Closed now · opens ${opens} · emergency line 24/7`,
};

export const words = { lang: "en" as Lang, navLabels, shell, messages, hours };

/** The shape every language's shared words take. */
export type Words = typeof words;
