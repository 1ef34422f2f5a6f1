/**
 * The owner page's words, and the owner's achievements.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

export const ownerPage = {
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
};

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
