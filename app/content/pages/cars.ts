/**
 * The cars page's words, with the trip planner's.
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
  /** One label per group size in `groupSizes` (content/cars.ts), in the same order. */
  filters: ["All", "Up to 4", "5–7", "8–17", "18+"],
  showing: (n: number, total: number) =>
    n === total ? `Showing all ${total} cars` : `Showing ${n} of ${total} cars`,
  /** The link above the cars down to the planner. */
  planJump: "Plan your trip",
  planner: {
    title: "Plan your trip",
    intro: "Tell us about your trip and send it to us on WhatsApp in one message. We reply with the fare.",
    pickup: "Pickup place",
    drop: "Drop place",
    tripType: "Trip",
    oneWay: "One way",
    roundTrip: "Round trip",
    date: "Travel date",
    returnDate: "Return date",
    time: "Pickup time",
    passengers: "Passengers",
    car: "Car",
    anyCar: "Any car",
    name: "Your name",
    /** The name's label in the message, which the visitor sends as their own. */
    nameLine: "Name",
    optional: "optional",
    send: "Send on WhatsApp",
    call: "Call",
    privacy: "Nothing is sent anywhere except the WhatsApp message that you send yourself.",
    noScript: "Send us your trip on WhatsApp or call us: we reply with the fare.",
    errors: {
      pickupMissing: "Enter the pickup place.",
      dropMissing: "Enter the drop place.",
      tooLong: (max: number) => `Use at most ${max} characters.`,
      dateMissing: "Choose the travel date.",
      datePast: "The travel date cannot be before today.",
      returnMissing: "Choose the return date.",
      returnBeforeDate: "The return date cannot be before the travel date.",
      passengersMissing: "Enter the number of passengers.",
      passengersWhole: "Enter a whole number of passengers, from 1 to 60.",
      passengersTooMany: "For more than 60 passengers, please call us: we arrange several vehicles.",
    },
    /** The WhatsApp message: a greeting, then one "label: value" line per filled field. */
    greeting: `Hello ${business.name}, please send me the fare for this trip:`,
    closing: "Thank you.",
  },
};

/** The words on a car card (the cars page is the only one with cards). */
export const carCard = {
  seats: (n: number) => `Seats: ${n} passengers`,
  /** How a car is named where two share a model name: "Urbania (13 seats)". */
  label: (name: string, capacity: number) => `${name} (${capacity} seats)`,
  alt: (name: string, capacity: number) => `${name}, ${capacity}-seater`,
  call: "Call\u00a0Now",
  message: "Message Now",
  callLabel: (car: string) => `Call Now about the ${car}`,
  messageLabel: (car: string) => `Message Now about the ${car} on WhatsApp`,
  /** The link from a card to the trip planner, with that car chosen. */
  plan: "Plan a trip",
  planLabel: (car: string) => `Plan a trip in the ${car}`,
  /** Once the planner knows the group size. */
  fits: "Fits your group",
  tooSmall: (smallest: string) => `Too small for your group. Smallest that fits: ${smallest}`,
  noneFits: "No single car seats your group: call us and we will send two.",
};
