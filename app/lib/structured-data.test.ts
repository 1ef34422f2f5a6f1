import { describe, expect, it } from "vitest";
import { business } from "#app/content/business/business.ts";
import { homeCity, places } from "#app/content/places/places.ts";
import { localePath } from "./i18n.ts";
import { placePath } from "#app/site-pages.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate } from "#app/content/fleet/rates.ts";
import { carsGraph } from "#app/kinds/cars/head.ts";
import { placesGraph } from "#app/kinds/places/head.ts";
import { toursGraph } from "#app/kinds/tours/head.ts";
import { pageKind, pageKinds } from "#app/page-kinds.ts";
import { businessNode, carCatalog, cityNode, openingHours, pageGraph } from "./structured-data.ts";
import { carModels } from "#app/content/fleet/cars.ts";
import { estimate } from "./fare.ts";
import { rateCard } from "#app/content/fleet/rates.ts";
import { tours } from "#app/content/tours/tours.ts";
import { tourTrip } from "./tour-links.ts";

const site = { origin: "https://navkartours.example", base: "/" };

type Node = Record<string, unknown>;
const types = (graph: { "@graph": readonly unknown[] }) => graph["@graph"].map((n) => (n as Node)["@type"]);

describe("JSON-LD", () => {
  it("describes the business as a TravelAgency and AutoRental with contact, address and hours", () => {
    const node = businessNode(site) as unknown as Node;
    expect(node["@type"]).toEqual(["TravelAgency", "AutoRental"]);
    expect(node.telephone).toBe(business.phone);
    expect(String(node.telephone)).toMatch(/^\+91/);
    expect(node.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Rajkot",
      addressRegion: "Gujarat",
      addressCountry: "IN",
    });
    expect(node.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => `https://schema.org/${d}`),
      opens: "06:00",
      closes: "23:00",
    });
    expect(node.sameAs).toEqual([business.social.company.url, business.social.owner.url]);
    expect(node.url).toBe("https://navkartours.example/");
  });

  it("carries the business in full on the pages whose kind says so (home and about), and in short on the others", () => {
    expect(pageKinds.filter((k) => "fullBusiness" in k).map((k) => k.path)).toEqual(["/", "/about"]);
    for (const key of ["home", "about", "cars", "owner", "questions"] as const) {
      const node = pageGraph(site, pageKind(key), "gu")["@graph"][0] as Node;
      expect(node.openingHoursSpecification !== undefined, key).toBe(pageKind(key).fullBusiness === true);
    }
  });

  it("gives hours past midnight as written, and round the clock as 00:00 to 23:59", () => {
    expect(openingHours({ utcOffset: "+05:30", opens: "18:00", closes: "02:00" })).toMatchObject({ opens: "18:00", closes: "02:00" });
    expect(openingHours({ utcOffset: "+05:30", opens: "00:00", closes: "00:00" })).toMatchObject({ opens: "00:00", closes: "23:59" });
  });

  it("names the business by its English legal name, with its Gujarati and Hindi names as alternates, on every page alike", () => {
    const node = businessNode(site) as unknown as Node;
    expect(node.name).toBe("Navkar Tours & Travels");
    expect(node.alternateName).toEqual(
      expect.arrayContaining([business.name.gu, business.name.hi, business.shortName.gu, business.shortName.hi]),
    );
    expect(node.address).toMatchObject({ streetAddress: business.address.street.en });
    expect(pageGraph(site, pageKind("home"), "gu")["@graph"][0]).toEqual(node);
    expect(pageGraph(site, pageKind("about"), "hi")["@graph"][0]).toEqual(node);
  });

  it("gives the website's other names and languages on the home page, and only its name elsewhere", () => {
    const website = (graph: { "@graph": readonly unknown[] }) => graph["@graph"].find((n) => (n as Node)["@type"] === "WebSite") as Node;
    const home = website(pageGraph(site, pageKind("home"), "gu"));
    expect(home.alternateName).toEqual(expect.arrayContaining([business.name.gu, business.name.hi]));
    expect(home.inLanguage).toEqual(["en-IN", "gu-IN", "hi-IN"]);
    const place = website(placesGraph(site, "gu", "dwarka"));
    expect(place).toEqual({ "@type": "WebSite", "@id": home["@id"], url: home.url, name: home.name });
  });

  it("names the business in short on the other pages, by the full node's @id, name, phone and address", () => {
    const node = businessNode(site) as unknown as Node;
    const short = placesGraph(site, "gu", "dwarka")["@graph"][0] as Node;
    expect(short).toEqual({
      "@type": node["@type"],
      "@id": node["@id"],
      name: node.name,
      url: node.url,
      telephone: node.telephone,
      address: node.address,
      ...(node.taxID ? { taxID: node.taxID } : {}),
    });
    // The fleet's page links its catalog from the business, short or full.
    const onCars = carsGraph(site, "hi")["@graph"][0] as Node;
    expect(onCars.hasOfferCatalog).toEqual({ "@id": "https://navkartours.example/hi/cars/#catalog" });
    expect(onCars.areaServed).toBeUndefined();
  });

  it("serves every city as a City, plus the State of Gujarat", () => {
    const areas = (businessNode(site) as unknown as Node).areaServed as Node[];
    expect(areas.filter((a) => a["@type"] === "City").map((a) => a.name)).toEqual(places.map((p) => p.en));
    expect(areas.find((a) => a["@type"] === "State")).toMatchObject({ name: "Gujarat" });
  });

  it("lists the 12 cars as TaxiService offers with their Car and seats, provided by the business", () => {
    const catalog = carCatalog(site) as unknown as { itemListElement: Node[] };
    expect(catalog.itemListElement).toHaveLength(12);
    catalog.itemListElement.forEach((offer, i) => {
      const service = offer.itemOffered as Node;
      expect(offer["@type"]).toBe("Offer");
      expect(service["@type"]).toBe("TaxiService");
      expect(service.provider).toEqual({ "@id": "https://navkartours.example/#business" });
      expect(service.isRelatedTo).toEqual({ "@type": "Car", name: cars[i].name, seatingCapacity: cars[i].capacity });
    });
  });

  it("gives each car's offer its rate a km from the rate card, in INR per kilometre", () => {
    const catalog = carCatalog(site) as unknown as { itemListElement: Node[] };
    catalog.itemListElement.forEach((offer, i) => {
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        price: carRate(cars[i].id)!.perKm,
        priceCurrency: "INR",
        unitCode: "KMT",
      });
    });
  });

  it("follows SITE_URL and BASE_PATH", () => {
    const graph = carsGraph({ origin: "https://alt.example", base: "/navkar/" }, "en");
    const json = JSON.stringify(graph);
    expect(json).toContain('"url":"https://alt.example/navkar/cars/"');
    expect(json).not.toContain("https://navkartours.example/");
  });

  it("gives each page a WebPage with a breadcrumb, and only /cars the catalog", () => {
    expect(types(pageGraph(site, pageKind("home"), "en"))).toEqual([
      ["TravelAgency", "AutoRental"],
      "WebSite",
      "WebPage",
      "BreadcrumbList",
    ]);
    expect(types(carsGraph(site, "en"))).toContain("OfferCatalog");
    expect(types(pageGraph(site, pageKind("about"), "en", { type: "AboutPage" }))).toContain("AboutPage");
    const crumbs = pageGraph(site, pageKind("owner"), "en")["@graph"][3] as unknown as { itemListElement: Node[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual(["https://navkartours.example/", "https://navkartours.example/owner/"]);
    // Every @id reference in the graph points at a node that is there.
    const graph = carsGraph(site, "en");
    const ids = new Set(JSON.stringify(graph).match(/"@id":"[^"]+"/g));
    const defined = new Set(graph["@graph"].map((n) => `"@id":"${(n as Node)["@id"]}"`));
    for (const id of ids) if (!id.includes("#gujarat")) expect(defined.has(id), id).toBe(true);
  });

  it("gives a place's page the taxi service there, in the page's language, and a breadcrumb through the places", () => {
    const graph = placesGraph(site, "hi", "dwarka");
    expect(types(graph)).toEqual([["TravelAgency", "AutoRental"], "WebSite", "WebPage", "BreadcrumbList", "TaxiService"]);
    const service = graph["@graph"][4] as unknown as Node;
    expect(service.provider).toEqual({ "@id": "https://navkartours.example/#business" });
    expect(service.areaServed).toMatchObject([
      { "@type": "City", name: "राजकोट" },
      { "@type": "City", name: "द्वारका" },
    ]);
    expect(service.url).toBe("https://navkartours.example/hi/places/dwarka/");
    const crumbs = graph["@graph"][3] as unknown as { itemListElement: Node[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      "https://navkartours.example/hi/",
      "https://navkartours.example/hi/places/",
      "https://navkartours.example/hi/places/dwarka/",
    ]);
    expect(types(placesGraph(site, "en"))).toEqual([["TravelAgency", "AutoRental"], "WebSite", "CollectionPage", "BreadcrumbList"]);
    expect(() => placesGraph(site, "en", "mumbai")).toThrow('no place "mumbai"');
  });

  it("serves the trip's two ends: your city and the place, each in the page's language; the city's page, the city alone", () => {
    const service = (lang: "en" | "gu" | "hi", slug: string) => placesGraph(site, lang, slug)["@graph"][4] as unknown as Node;
    for (const p of places.filter((q) => q.slug !== homeCity.slug)) {
      expect((service("gu", p.slug).areaServed as Node[]).map((a) => a.name)).toEqual([homeCity.gu, p.gu]);
    }
    expect(service("en", homeCity.slug).areaServed).toMatchObject({ "@type": "City", name: "Rajkot" });
    expect(service("en", "somnath").url).toBe(`https://navkartours.example${localePath("en", placePath("somnath"))}`);
  });

  it("links a City to its Wikidata entry only when places.json names one", () => {
    const dwarka = { en: "Dwarka", gu: "દ્વારકા", hi: "द्वारका" };
    expect(cityNode(dwarka, "en", "#gujarat")).toEqual({ "@type": "City", name: "Dwarka", containedInPlace: { "@id": "#gujarat" } });
    expect(cityNode({ ...dwarka, wikidata: "https://www.wikidata.org/wiki/Q42" }, "hi", "#gujarat")).toEqual({
      "@type": "City",
      name: "द्वारका",
      containedInPlace: { "@id": "#gujarat" },
      sameAs: "https://www.wikidata.org/wiki/Q42",
    });
    // Every sameAs the graphs carry is one written in places.json.
    for (const p of places) {
      const area = JSON.stringify(placesGraph(site, "en", p.slug));
      const written = "wikidata" in p ? p.wikidata : undefined;
      if (written) expect(area).toContain(`"sameAs":"${written}"`);
      else expect(area).not.toContain("wikidata.org");
    }
  });

  it("gives a tour's page a TouristTrip: its itinerary from Rajkot and back, each day a trip of its own, the business as provider, and the fares as offers", () => {
    const tour = tours[0];
    const graph = toursGraph(site, "gu", tour.slug);
    const trip = graph["@graph"].find((n) => (n as Node)["@type"] === "TouristTrip") as Node;
    expect(trip.provider).toEqual({ "@id": "https://navkartours.example/#business" });
    expect(trip.url).toBe(`https://navkartours.example${localePath("gu", `/tours/${tour.slug}`)}`);
    const itinerary = trip.itinerary as { "@type": string; itemListElement: { position: number; item: Node }[] };
    expect(itinerary["@type"]).toBe("ItemList");
    const names = itinerary.itemListElement.map((i) => i.item.name);
    expect(names[0]).toBe("રાજકોટ");
    expect(names.at(-1)).toBe("રાજકોટ");
    expect(names).toContain("બેટ દ્વારકા");
    // A place with a page is a City; a stop without one, a Place.
    expect(itinerary.itemListElement.find((i) => i.item.name === "બેટ દ્વારકા")!.item["@type"]).toBe("Place");
    expect((trip.subTrip as Node[]).map((d) => d.name)).toEqual(["દિવસ 1", "દિવસ 2", "દિવસ 3", "દિવસ 4"]);
    const amounts = cars.map((c) => estimate(tourTrip(tour), carRate(c.id)!, rateCard!)!.amount);
    expect(trip.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: Math.min(...amounts),
      highPrice: Math.max(...amounts),
      offerCount: cars.length,
      offeredBy: { "@id": "https://navkartours.example/#business" },
    });
    expect(types(toursGraph(site, "en"))).toContain("CollectionPage");
  });

  /**
   * The properties schema.org defines for each type a car's page uses (its own, and those of
   * the types it inherits: Car ← Vehicle ← Product ← Thing; Offer ← Thing; UnitPriceSpecification
   * ← PriceSpecification ← StructuredValue ← Thing), from schema.org's pages of those types.
   */
  const DOMAINS: Record<string, string[]> = {
    Car: [
      "@type",
      "@id",
      "name",
      "model",
      "seatingCapacity",
      "vehicleConfiguration",
      "image",
      "url",
      "additionalProperty",
      "offers",
      "description",
    ],
    Offer: ["@type", "priceCurrency", "priceSpecification", "businessFunction", "offeredBy", "url", "price"],
    UnitPriceSpecification: ["@type", "price", "priceCurrency", "unitCode", "unitText"],
    PropertyValue: ["@type", "name", "value"],
    QuantitativeValue: ["@type", "value", "unitCode"],
  };

  it("gives a car model's page each size as a Car: seats, bags and AC, photo, and an Offer in INR a km, with a breadcrumb through the cars", () => {
    // Pictures are not processed in the unit tests: the page's social card stands in for the
    // photo (the built page's graph names the photo's own address: tests/built/car-pages.test.ts).
    const graph = carsGraph(site, "gu", "tempo-traveller");
    const model = carModels.find((m) => m.slug === "tempo-traveller")!;
    expect(types(graph)).toEqual([["TravelAgency", "AutoRental"], "WebSite", "WebPage", "BreadcrumbList", ...model.cars.map(() => "Car")]);
    const vehicles = graph["@graph"].slice(4) as unknown as Node[];
    vehicles.forEach((v, i) => {
      const car = model.cars[i];
      expect(v).toMatchObject({
        model: "Tempo Traveller",
        seatingCapacity: car.capacity,
        image: ["https://navkartours.example/social/gu/cars/tempo-traveller.png"],
      });
      expect(v.name).toBe(`Tempo Traveller (${car.capacity} મુસાફર)`);
      expect(v.additionalProperty).toEqual([
        { "@type": "PropertyValue", name: "Large bags", value: car.luggage.large },
        { "@type": "PropertyValue", name: "Small bags", value: car.luggage.small },
        { "@type": "PropertyValue", name: "Air conditioning", value: true },
      ]);
      expect(v.offers).toMatchObject({
        "@type": "Offer",
        priceCurrency: "INR",
        offeredBy: { "@id": "https://navkartours.example/#business" },
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: carRate(car.id)!.perKm,
          priceCurrency: "INR",
          unitCode: "KMT",
          unitText: "km",
        },
      });
    });
    const crumbs = graph["@graph"][3] as unknown as { itemListElement: Node[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      "https://navkartours.example/gu/",
      "https://navkartours.example/gu/cars/",
      "https://navkartours.example/gu/cars/tempo-traveller/",
    ]);
    // Without the page's photos, its social card stands in.
    const alone = carsGraph(site, "hi", "aura")["@graph"][4] as unknown as Node;
    expect(alone.image).toEqual(["https://navkartours.example/social/hi/cars/aura.png"]);
    expect(types(carsGraph(site, "en"))).toContain("OfferCatalog");
    expect(() => carsGraph(site, "en", "bus")).toThrow('no car model "bus"');
  });

  it("uses on a car's page only properties that schema.org gives its types", () => {
    const walk = (node: unknown) => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== "object") return;
      const n = node as Node;
      const type = n["@type"] as string | undefined;
      if (type && DOMAINS[type]) for (const key of Object.keys(n)) expect(DOMAINS[type], `${type}.${key}`).toContain(key);
      Object.values(n).forEach(walk);
    };
    for (const m of carModels) walk(carsGraph(site, "en", m.slug)["@graph"].slice(4));
    // Every @id reference in the graph points at a node that is there (the hire's function is schema.org's own).
    const graph = carsGraph(site, "en", "urbania");
    const ids = new Set(JSON.stringify(graph).match(/"@id":"[^"]+"/g));
    const defined = new Set(
      JSON.stringify(graph["@graph"].map((n) => ({ id: (n as Node)["@id"] })))
        .match(/"id":"[^"]+"/g)!
        .map((x) => x.replace('"id"', '"@id"')),
    );
    for (const id of ids) if (!/#gujarat|#catalog|goodrelations|#car-/.test(id)) expect(defined.has(id), id).toBe(true);
  });
});

describe("JSON-LD: the GSTIN", () => {
  it("is the business's taxID while it is registered for GST, as the sample is", () => {
    expect(business.gst.registered).toBe(true);
    expect((businessNode(site) as unknown as Node).taxID).toBe(business.gst.gstin);
  });
});
