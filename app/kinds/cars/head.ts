/**
 * The cars pages' head: the cars page's (with the fleet's catalog) and each car model's, with
 * its meta tags and JSON-LD, and its social card's headline. (An unknown model has no head.)
 * The route module (route.tsx) puts `meta` in the page's head; the build draws the social card
 * with `cardTitle` (scripts/postbuild.ts).
 */
import type { Car, Graph, Offer, PropertyValue } from "schema-dts";
import { carRate } from "#app/content/fleet/rates.ts";
import type { Lang } from "#app/content/languages.ts";
import { editions, pageCopy } from "#app/content/words/words.ts";
import { carPictures } from "#app/images/cars.ts";
import { headMeta, kindMeta } from "#app/lib/head.ts";
import { localePath } from "#app/lib/i18n.ts";
import { builtSite, carCatalog, graphOf, pageGraph, perKmPrice, type Site, siteIds } from "#app/lib/structured-data.ts";
import { socialImagePath } from "#app/lib/urls.ts";
import { CARS_PATH } from "#app/site-pages.ts";
import { carModel, carPageData } from "./data.ts";
import { kind } from "./kind.ts";

export function meta(lang: Lang, slug?: string) {
  if (slug === undefined) return kindMeta(kind, lang, { own: [carCatalog(builtSite(), lang)], catalogLang: lang });
  const data = carPageData(lang, slug);
  if (!data) return [];
  return [
    ...headMeta(lang, data, data.path, socialImagePath(data.path.slice(1), lang)),
    { "script:ld+json": carsGraph(builtSite(), lang, slug) },
  ];
}

/** The cars page's own words; a model's page, its heading ("Innova Crysta with driver"). */
export const cardTitle = (lang: Lang, slug?: string) => (slug ? carPageData(lang, slug)!.heading : pageCopy(lang, "cars").headline);

/**
 * The graph of a cars page: the cars page itself (`slug` undefined), with the fleet's
 * catalog, or a car model's page, which adds each of its sizes as a Car (a Vehicle, and a
 * Product): its name ("Urbania (13 seats)") and model, its passenger seats (as the catalog
 * counts them), its bags and AC as properties, its photos, and,
 * when fares show, an Offer of hire with the rate a km. Each photo by its built address, the
 * one the page's <img> shows; without one, the page's social card stands in.
 */
export function carsGraph(site: Site, lang: Lang, slug?: string): Graph {
  if (slug === undefined) return pageGraph(site, kind, lang, { own: [carCatalog(site, lang)], catalogLang: lang });
  const data = carPageData(lang, slug);
  const model = carModel(slug);
  if (!data || !model) throw new Error(`carsGraph: no car model "${slug}"`);
  const ids = siteIds(site);
  const url = ids.url(localePath(lang, data.path));
  const card = ids.url(socialImagePath(data.path.slice(1), lang));
  // The photo's built address, the one its <img> shows (unprocessed in the unit tests: the card then).
  const image = (name: string) => {
    const src = carPictures[name]?.img?.src;
    return src ? new URL(src, ids.url("/")).href : card;
  };
  const vehicles: Car[] = model.cars.map((car, i) => {
    const rate = carRate(car.id);
    const property = (name: string, value: number | boolean): PropertyValue => ({ "@type": "PropertyValue", name, value });
    const offer: Offer | undefined = rate && {
      "@type": "Offer",
      priceCurrency: "INR",
      priceSpecification: perKmPrice(rate.perKm),
      // Hire, not sale, as schema.org's documentation of businessFunction names it.
      businessFunction: { "@id": "http://purl.org/goodrelations/v1#LeaseOut" },
      offeredBy: { "@id": ids.business },
      url,
    };
    return {
      "@type": "Car",
      "@id": `${url}#car-${car.id}`,
      name: data.sizes[i].label,
      model: car.name,
      seatingCapacity: car.capacity,
      image: [car.image, ...car.pictures].map(image),
      url,
      additionalProperty: [
        property("Large bags", car.luggage.large),
        property("Small bags", car.luggage.small),
        property("Air conditioning", car.ac),
      ],
      ...(offer ? { offers: offer } : {}),
    };
  });
  const trail = [
    { name: editions[lang].words.navLabels.cars, path: CARS_PATH },
    { name: model.name, path: data.path },
  ];
  return graphOf(site, lang, { ...data, trail }, vehicles);
}
