/**
 * The not-found page's Hindi words, in the shape of not-found.ts.
 */
import type * as en from "./not-found.ts";
import { business } from "../business.ts";

export const notFoundPage: typeof en.notFoundPage = {
  title: `पेज नहीं मिला | ${business.name}`,
  description: "आप जो पेज ढूँढ रहे थे, वह यहाँ नहीं है। हमारी गाड़ियाँ देखें या होम पेज पर वापस जाएँ।",
  heading: "पेज नहीं मिला",
  text: "माफ़ कीजिए, इस पते पर कोई पेज नहीं है। हो सकता है पेज का पता बदल गया हो या लिंक में कोई ग़लती हो।",
  home: "होम पेज पर जाएँ",
  cars: "हमारी गाड़ियाँ देखें",
};
