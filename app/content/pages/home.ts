/**
 * The home page's words, and its testimonials and policies.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

type City = (typeof business.serviceAreas.cities)[number];

export const homePage = {
  title: `${business.name} | Home`,
  description: "Clean and affordable car rental in Gujarat. Trusted by thousands. Book now!",
  heroTitle: "Travel with Trust & Comfort",
  heroText:
    "Clean cars with trained drivers for city rides, outstation trips and pilgrimages, from Rajkot to all of Gujarat.",
  heroCta: "Book your ride now",
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
  /** The link from How to Book to the trip planner on the cars page. */
  howPlan: "Plan your trip in one message",
  hoursTitle: "Business Hours",
  hoursDays: "Every day",
  hoursTime: "6:00 AM to 11:00 PM",
  hoursEmergency: "Emergency travel calls: 24/7",
  ctaTitle: "Ready for your next trip?",
  ctaText: "Sedans, MPVs, vans and Tempo Travellers for 4 to 29 passengers.",
  ctaButton: "View Our Cars",
  visitTitle: "Visit Us",
  visitLine: "All types of Cars Available on Rental Basis",
  directions: "Get directions",
  policiesTitle: "Our Policies",
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

/** Place names in the page's script; the cities themselves are facts in business.ts. */
export const places: { cities: Record<City, string>; state: string; country: string; alsoOutside: string } = {
  cities: {
    Rajkot: "Rajkot",
    Jamnagar: "Jamnagar",
    Dwarka: "Dwarka",
    Junagadh: "Junagadh",
    Somnath: "Somnath",
    Ahmedabad: "Ahmedabad",
    Porbandar: "Porbandar",
    Bhavnagar: "Bhavnagar",
    Surat: "Surat",
    Vadodara: "Vadodara",
    Gandhinagar: "Gandhinagar",
  },
  state: "Gujarat",
  country: "India",
  alsoOutside: "and also outside Gujarat",
};
