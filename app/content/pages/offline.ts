/**
 * The offline page's words: what the service worker shows for an address that was never
 * saved on the phone, while there is no connection.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

export const offlinePage = {
  title: `You are offline | ${business.name}`,
  heading: "You are offline",
  text: "This page is not saved on your phone yet. Our phone line works without the internet: call us to book a car.",
  call: "Call\u00a0now",
  hours: "Every day 6:00 AM to 11:00 PM. Emergency travel calls: 24/7.",
  retry: "Try again",
};
