/**
 * The not-found page's words.
 * The words every page shares (navigation, labels, messages) are in ../copy.ts.
 */
import { business } from "../business.ts";

export const notFoundPage = {
  title: `Page not found | ${business.name}`,
  description: "The page you were looking for is not here. Find our cars or go back to the home page.",
  heading: "Page not found",
  text: "Sorry, there is no page at this address. It may have moved, or the link may be mistyped.",
  home: "Go to the home page",
  cars: "See our cars",
};
