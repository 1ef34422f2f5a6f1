/**
 * JSON-LD for search engines, one @graph per page, built from content and typed with
 * schema-dts: the business (a TravelAgency and an AutoRental, both LocalBusiness types),
 * the WebSite, the page with its breadcrumb, and on /cars the catalog of the fleet.
 * No review ratings: search engines ignore self-serving ones; testimonials stay text.
 *
 * It runs at build time only (scripts/postbuild.ts writes it into each page), so neither
 * the builder nor the graph adds a byte to the JavaScript a visitor downloads.
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
import { business } from "../content/business.ts";
import { cars } from "../content/cars.ts";
import { nav } from "../content/copy.ts";
import { pages } from "../content/pages/index.ts";
import type { PageKey } from "../site-pages.ts";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** Where the site is deployed: SITE_URL's origin and BASE_PATH. */
export interface Site {
  origin: string;
  base: string;
}

function makeIds(site: Site) {
  const url = (path: string) => `${site.origin}${site.base.replace(/\/$/, "")}${path}`;
  return {
    url,
    business: url("/#business"),
    website: url("/#website"),
    state: url("/#gujarat"),
    page: (path: string) => `${url(path)}#webpage`,
    breadcrumb: (path: string) => `${url(path)}#breadcrumb`,
    catalog: `${url("/cars")}#catalog`,
  };
}

export function businessNode(site: Site, withCatalog = false): TravelAgency {
  const ids = makeIds(site);
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
  const state: State = { "@type": "State", "@id": ids.state, name: business.serviceAreas.state };
  const cities: City[] = business.serviceAreas.cities.map((name) => ({
    "@type": "City",
    name,
    containedInPlace: { "@id": ids.state },
  }));
  const node: TravelAgency = {
    "@type": "TravelAgency",
    "@id": ids.business,
    name: business.name,
    url: ids.url("/"),
    logo: ids.url("/icons/icon-512.png"),
    image: ids.url("/social/home.png"),
    telephone: business.phone,
    email: business.email,
    address,
    openingHoursSpecification: hours,
    areaServed: [...cities, state],
    sameAs: Object.values(business.social).map((s) => s.url),
    ...(withCatalog ? { hasOfferCatalog: { "@id": ids.catalog } } : {}),
  };
  // Two LocalBusiness types at once; schema-dts types one @type, JSON-LD allows a list.
  return { ...node, "@type": ["TravelAgency", "AutoRental"] } as unknown as TravelAgency;
}

export function carCatalog(site: Site): OfferCatalog {
  const ids = makeIds(site);
  return {
    "@type": "OfferCatalog",
    "@id": ids.catalog,
    name: pages.cars.heading,
    itemListElement: cars.map((car) => {
      const vehicle: Car = { "@type": "Car", name: car.name, seatingCapacity: car.capacity };
      const service: TaxiService = {
        "@type": "TaxiService",
        name: `${car.name} (${car.capacity} seats) with driver`,
        provider: { "@id": ids.business },
        areaServed: { "@id": ids.state },
        isRelatedTo: vehicle,
      };
      return { "@type": "Offer", itemOffered: service };
    }),
  };
}

function breadcrumb(site: Site, path: string): BreadcrumbList {
  const ids = makeIds(site);
  const absoluteUrl = ids.url;
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

/** The graph as a <script type="application/ld+json"> element, safe inside HTML. */
export function jsonLdScript(graph: Graph): string {
  return `<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, "\\u003c")}</script>`;
}

export function pageGraph(site: Site, key: PageKey, path: string): Graph {
  const ids = makeIds(site);
  const absoluteUrl = ids.url;
  const website: WebSite = {
    "@type": "WebSite",
    "@id": ids.website,
    url: absoluteUrl("/"),
    name: business.name,
    inLanguage: "en-IN",
    publisher: { "@id": ids.business },
  };
  const page: WebPage = {
    "@type": key === "about" ? "AboutPage" : "WebPage",
    "@id": ids.page(path),
    url: absoluteUrl(path),
    name: pages[key].title,
    description: pages[key].description,
    inLanguage: "en-IN",
    isPartOf: { "@id": ids.website },
    about: { "@id": ids.business },
    breadcrumb: { "@id": ids.breadcrumb(path) },
  } as WebPage;
  const graph: Thing[] = [businessNode(site, key === "cars"), website, page, breadcrumb(site, path)];
  if (key === "cars") graph.push(carCatalog(site));
  return { "@context": "https://schema.org", "@graph": graph };
}
