/**
 * The business's facts: the one place to change a phone number, an address or the hours.
 * Pages, links, meta tags and structured data all read from here.
 *
 * Values marked SAMPLE are stand-ins for details the business has not given us yet;
 * `npm run build` prints a warning for each one still in place (see `samples.ts`).
 */
export const business = {
  name: "Navkar Tours & Travels",
  shortName: "Navkar Tours",
  /** SAMPLE: the one booking number shared by every car, in E.164 form. */
  phone: "+910000000000",
  /** SAMPLE */
  email: "booking@example.com",
  owner: {
    /** SAMPLE */
    name: "Sample Owner",
    image: "owner/portrait",
  },
  address: {
    /** SAMPLE: the street line is not known yet. */
    street: "Shop 1, Sample Complex, Kalawad Road",
    city: "Rajkot",
    region: "Gujarat",
    postalCode: "360005",
    country: "IN",
    /** For map links and search engines; pages show the name in their own language. */
    countryName: "India",
  },
  /**
   * Office hours in India Standard Time, every day of the week. IST is UTC+05:30 all year
   * (no daylight saving), so a fixed offset is exact.
   */
  hours: {
    utcOffset: "+05:30",
    opens: "06:00",
    closes: "23:00",
    emergency24x7: true,
  },
  social: {
    /** SAMPLE: the company's account. */
    company: {
      label: "Instagram",
      url: "https://www.instagram.com/navkartours.example/",
    },
    /** SAMPLE: the owner's own account. */
    owner: {
      label: "Facebook",
      url: "https://www.facebook.com/navkarowner.example/",
    },
  },
  serviceAreas: {
    cities: [
      "Rajkot",
      "Jamnagar",
      "Dwarka",
      "Junagadh",
      "Somnath",
      "Ahmedabad",
      "Porbandar",
      "Bhavnagar",
      "Surat",
      "Vadodara",
      "Gandhinagar",
    ],
    state: "Gujarat",
  },
} as const;

export type Business = typeof business;
