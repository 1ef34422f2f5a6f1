/**
 * The offline page's Gujarati words, in the shape of offline.ts.
 */
import { business } from "../business.ts";
import type * as en from "./offline.ts";

export const offlinePage: typeof en.offlinePage = {
  title: `આપ ઑફલાઇન છો | ${business.name}`,
  heading: "આપ ઑફલાઇન છો",
  text: "આ પેજ હજી આપના ફોનમાં સેવ થયું નથી. અમારી ફોન લાઇન ઇન્ટરનેટ વગર પણ ચાલે છે: ગાડી બુક કરવા અમને કૉલ કરો.",
  call: "હમણાં\u00a0કૉલ\u00a0કરો",
  hours: "દરરોજ સવારે 6:00 થી રાત્રે 11:00. ઇમરજન્સી પ્રવાસ માટે કૉલ: 24/7.",
  retry: "ફરી પ્રયાસ કરો",
};
