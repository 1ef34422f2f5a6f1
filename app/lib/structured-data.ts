/**
 * JSON-LD for search engines, one @graph per page, built from content and typed with
 * schema-dts: the business (a TravelAgency and an AutoRental, both LocalBusiness types),
 * the WebSite, the page with its breadcrumb, and on /cars the catalog of the fleet.
 * No review ratings: search engines ignore self-serving ones; testimonials stay text.
 */
import type {
  BreadcrumbList,
  Car,
  City,
  Graph,
  OfferCatalog,
  OpeningHoursSpecification,
  PostalAddress,
  State,
  TaxiService,
  Thing,
  TravelAgency,
  WebPage,
  WebSite,
} from "schema-dts";
import { business } from "~/content/business";
import { cars } from "~/content/cars";
import { nav, pages } from "~/content/copy";
import type { PageKey } from "~/site-pages";
import { absoluteUrl, socialImagePath } from "./urls";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export const ids = {
  business: () => absoluteUrl("/#business"),
  website: () => absoluteUrl("/#website"),
  state: () => absoluteUrl("/#gujarat"),
  page: (path: string) => `${absoluteUrl(path)}#webpage`,
  breadcrumb: (path: string) => `${absoluteUrl(path)}#breadcrumb`,
  catalog: () => `${absoluteUrl("/cars")}#catalog`,
};

export function businessNode(withCatalog = false): TravelAgency {
  const address: PostalAddress = {
    "@type": "PostalAddress",
    streetAddress: business.address.street,
    addressLocality: business.address.city,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
  const hours: OpeningHoursSpecification = {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...DAYS],
    opens: business.hours.opens,
    closes: business.hours.closes,
  };
  const state: State = { "@type": "State", "@id": ids.state(), name: business.serviceAreas.state };
  const cities: City[] = business.serviceAreas.cities.map((name) => ({
    "@type": "City",
    name,
    containedInPlace: { "@id": ids.state() },
  }));
  const node: TravelAgency = {
    "@type": "TravelAgency",
    "@id": ids.business(),
    name: business.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icons/icon-512.png"),
    image: absoluteUrl(socialImagePath("home")),
    telephone: business.phone,
    email: business.email,
    address,
    openingHoursSpecification: hours,
    areaServed: [...cities, state],
    sameAs: Object.values(business.social).map((s) => s.url),
    ...(withCatalog ? { hasOfferCatalog: { "@id": ids.catalog() } } : {}),
  };
  // Two LocalBusiness types at once; schema-dts types one @type, JSON-LD allows a list.
  return { ...node, "@type": ["TravelAgency", "AutoRental"] } as unknown as TravelAgency;
}

export function carCatalog(): OfferCatalog {
  return {
    "@type": "OfferCatalog",
    "@id": ids.catalog(),
    name: pages.cars.heading,
    itemListElement: cars.map((car) => {
      const vehicle: Car = { "@type": "Car", name: car.name, seatingCapacity: car.capacity };
      const service: TaxiService = {
        "@type": "TaxiService",
        name: `${car.name} (${car.capacity} seats) with driver`,
        provider: { "@id": ids.business() },
        areaServed: { "@id": ids.state() },
        isRelatedTo: vehicle,
      };
      return { "@type": "Offer", itemOffered: service };
    }),
  };
}

function breadcrumb(key: PageKey, path: string): BreadcrumbList {
  const home = { "@type": "ListItem", position: 1, name: nav[0].label, item: absoluteUrl("/") } as const;
  const here = nav.find((n) => n.path === path);
  return {
    "@type": "BreadcrumbList",
    "@id": ids.breadcrumb(path),
    itemListElement:
      path === "/" || !here
        ? [home]
        : [home, { "@type": "ListItem", position: 2, name: here.label, item: absoluteUrl(path) }],
  };
}

export function pageGraph(key: PageKey, path: string): Graph {
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website(),
    url: absoluteUrl("/"),
    name: business.name,
    inLanguage: "en-IN",
    publisher: { "@id": ids.business() },
  };
  const page: WebPage = {
    "@type": key === "about" ? "AboutPage" : "WebPage",
    "@id": ids.page(path),
    url: absoluteUrl(path),
    name: pages[key].title,
    description: pages[key].description,
    inLanguage: "en-IN",
    isPartOf: { "@id": ids.website() },
    about: { "@id": ids.business() },
    breadcrumb: { "@id": ids.breadcrumb(path) },
  } as WebPage;
  const graph: Thing[] = [businessNode(key === "cars"), website, page, breadcrumb(key, path)];
  if (key === "cars") graph.push(carCatalog());
  return { "@context": "https://schema.org", "@graph": graph };
}
