/**
 * Every visible English string that is not a business fact: navigation, page copy, labels.
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
  menuOpen: "Open menu",
  menuClose: "Close menu",
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

export const testimonials = [
  {
    quote:
      "We booked the Innova Crysta for a family trip to Dwarka and Somnath. The car was spotless and the driver knew every road. Highly recommended!",
    author: "Priya Patel, Ahmedabad",
  },
  {
    quote:
      "Punctual pick-up at 4 AM for our flight, polite driver and a fair price with no surprises. Our go-to taxi service in Rajkot.",
    author: "Rakesh Joshi, Rajkot",
  },
  {
    quote:
      "We hired two Tempo Travellers for a wedding. Both arrived on time, clean and decorated. The whole day went smoothly.",
    author: "Meera Shah, Jamnagar",
  },
];

export const policies = [
  "Trips can be modified or cancelled 24 hours in advance.",
  "No hidden charges: the fare we quote is the fare you pay.",
  "Our drivers are background-verified and trained.",
  "Every car is sanitized before every trip.",
];

export const achievements = [
  {
    title: "Community Leader Award 2023",
    description: "Honoured by the Rajkot business community for service to the city.",
  },
  {
    title: "Gauseva Gold Medal",
    description: "For years of support to local gaushalas and the care of cattle.",
  },
  {
    title: "Humanity Star Recognition",
    description: "For free rides for patients and families in times of need.",
  },
  {
    title: "Travel Business Excellence",
    description: "For safe, punctual and honest service to thousands of travellers.",
  },
];

export const pages = {
  home: {
    title: `${business.name} | Home`,
    description: "Clean and affordable car rental in Gujarat. Trusted by thousands. Book now!",
    heroTitle: "Travel with Trust & Comfort",
    heroText:
      "Clean cars with trained drivers for city rides, outstation trips and pilgrimages, from Rajkot to all of Gujarat.",
    heroCta: "Book your ride now",
    heroImage: "hero",
    heroImageAlt: "A white car on a road at sunrise, with hills and a temple on the horizon",
    popularTitle: "Popular Cars",
    popularText: "Our most booked cars, each with a trained driver.",
    popularMore: "See all cars",
    testimonialsTitle: "What Customers Say",
    areasTitle: "We Operate In",
    areasText: "From our base in Rajkot we drive you anywhere in Gujarat:",
    howTitle: "How to Book",
    howSteps: [
      { title: "Browse Cars", text: "Pick the car that fits your group and luggage." },
      { title: "Call to Book", text: "Tap the Call Now button and tell us your trip." },
      { title: "Ride On Time", text: "Your driver arrives on time, in a clean car." },
    ],
    howCall: "Call\u00a0Now",
    hoursTitle: "Business Hours",
    hoursDays: "Every day",
    hoursTime: "6:00 AM to 11:00 PM",
    hoursEmergency: "Emergency travel calls: 24/7",
    ctaTitle: "Ready for your next trip?",
    ctaText: "Sedans, MPVs, vans and Tempo Travellers for 4 to 29 passengers.",
    ctaButton: "View Our Cars",
    visitTitle: "Visit Us",
    visitLine: "All types of Cars Available on Rental Basis",
    policiesTitle: "Our Policies",
  },
  cars: {
    title: `Our Cars and Tempo Travellers | ${business.name}`,
    description:
      "Hire a car with driver in Rajkot: Innova Crysta, Ertiga, Dzire, Urbania and Tempo Travellers for 4 to 29 passengers. Call or WhatsApp to book.",
    heading: "Explore Our Car Collection",
    intro:
      "Every car comes with a trained, background-verified driver and is sanitized before each trip. Choose a car, then call or send us a WhatsApp message to book it.",
    seats: (n: number) => `Seats: ${n} passengers`,
    call: "Call\u00a0Now",
    message: "Message Now",
    filterLabel: "Filter by group size",
    filters: [
      { label: "All", min: 1, max: 60 },
      { label: "Up to 4", min: 1, max: 4 },
      { label: "5–7", min: 5, max: 7 },
      { label: "8–17", min: 8, max: 17 },
      { label: "18+", min: 18, max: 60 },
    ],
    callLabel: (car: string) => `Call Now about the ${car}`,
    messageLabel: (car: string) => `Message Now about the ${car} on WhatsApp`,
    showing: (n: number, total: number) =>
      n === total ? `Showing all ${total} cars` : `Showing ${n} of ${total} cars`,
  },
  about: {
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
  },
  owner: {
    title: `Meet the Owner | ${business.name}`,
    description:
      "Meet the owner of Navkar Tours & Travels in Rajkot: a travel entrepreneur known for community service, with awards for leadership and humanity.",
    role: `Founder and owner, ${business.name}`,
    portraitAlt: `Portrait of ${business.owner.name}`,
    bio: [
      `${business.owner.name} founded ${business.name} in Rajkot with one car and a simple idea: treat every passenger like family. Today the company runs a fleet of sedans, MPVs, vans and Tempo Travellers across Gujarat.`,
      "Beyond travel, he is known in Rajkot for his community work: support for gaushalas, free rides for patients in need and help for families during festivals and emergencies.",
    ],
    socialText: "Follow him on",
    mailText: "Write to the owner directly:",
    mailLink: "Mail Now",
    achievementsTitle: "Achievements",
    galleryTitle: "Gallery",
    gallery: [
      { image: "owner/community-service", alt: "Community service: food distribution and care at a gaushala" },
      { image: "owner/awards", alt: "Awards and medals received by the owner" },
      { image: "owner/fleet", alt: "The Navkar Tours & Travels fleet outside the office" },
    ],
  },
  notFound: {
    title: `Page not found | ${business.name}`,
    description: "The page you were looking for is not here. Find our cars or go back to the home page.",
    heading: "Page not found",
    text: "Sorry, there is no page at this address. It may have moved, or the link may be mistyped.",
    home: "Go to the home page",
    cars: "See our cars",
  },
};
