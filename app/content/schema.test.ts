import { describe, expect, it } from "vitest";
import { checkContent, type Files, readFiles } from "./load.ts";
import { findRateGaps, findRateSamples, findSamples } from "./samples.ts";

const allImages = () => true;
const { files: real, problems: readProblems } = readFiles();

/** A deep copy of the real data files with one change applied. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the files by hand
type Loose = Record<string, any>;
function withChange(change: (files: Loose) => void): Files {
  const copy = structuredClone(real) as Loose;
  change(copy);
  return copy;
}
const errorOf = (files: Files, imageExists: (name: string) => boolean = allImages) => {
  try {
    checkContent(files, imageExists);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected the check to fail");
};

describe("the content files", () => {
  // The owner's own changes (a new car, say) must pass here too: no count of the samples.
  it("are all there and valid: each car with its own number, three popular", () => {
    expect(readProblems).toEqual([]);
    const content = checkContent(real, allImages);
    const ids = content.fleet.cars.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(content.fleet.cars.filter((c) => c.popular)).toHaveLength(3);
  });

  it("refuses a duplicate car number, naming the file, the field and both cars", () => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[9].id = 9)));
    expect(msg).toContain("app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list (Tempo Traveller) has it too; this is the 10th (value: 9)");
  });

  it("refuses a phone without + and country code", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].phone = "09876543210")));
    expect(msg).toMatch(/app\/content\/data\/business\.json → phone: must start with \+ and the country code.*\(value: "09876543210"\)/);
    expect(errorOf(withChange((f) => (f["business.json"].phone = "12345")))).toContain('→ phone: must start with +');
  });

  it.each([0, 61, 4.5])("refuses %s seats", (seats) => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[0].seats = seats)));
    expect(msg).toContain(`fleet.json → car 1, Innova Crysta → seats:`);
    expect(msg).toContain(`(value: ${seats})`);
  });

  it("refuses hours that are not HH:MM", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].hours.opens = "6 am")));
    expect(msg).toContain('business.json → hours.opens: must be a 24-hour time HH:MM, e.g. 06:00 or 23:00 (value: "6 am")');
  });

  it("refuses a car whose photo does not exist", () => {
    const msg = errorOf(real, (name) => name !== "cars/baleno.svg");
    expect(msg).toContain('fleet.json → car 4, Baleno → image: no picture "/cars/baleno.svg" in app/assets/images/ (was it uploaded?)');
  });

  it("refuses a picture outside its kind's folder, or not a picture", () => {
    const wrongFolder = errorOf(withChange((f) => (f["fleet.json"].cars[0].image = "/posters/outstation-tours.svg")));
    expect(wrongFolder).toContain('fleet.json → car 1, Innova Crysta → image: must be a JPEG, PNG, WebP or SVG file in the folder cars/, e.g. "/cars/photo.jpg"');
    const notPicture = errorOf(withChange((f) => (f["business.json"].owner.image = "/owner/cv.pdf")));
    expect(notPicture).toContain("business.json → owner.image: must be a JPEG, PNG, WebP or SVG file in the folder owner/");
    expect(() => checkContent(withChange((f) => (f["fleet.json"].cars[0].image = "/cars/IMG_2041.JPG")), allImages)).not.toThrow();
  });

  it("refuses a missing gallery picture in every language, naming each file", () => {
    const msg = errorOf(real, (name) => name !== "posters/weddings-events.svg");
    for (const file of ["about.json (English) →", "about.gu.json (Gujarati) →", "about.hi.json (Hindi) →"]) {
      expect(msg).toContain(`pages/${file} aboutPage.posters → item 3 → image: no picture "/posters/weddings-events.svg"`);
    }
  });

  it("refuses an empty car name", () => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[4].name = "  ")));
    expect(msg).toContain('fleet.json → car 5 → name: must not be empty (value: "  ")');
  });

  it("asks for exactly three popular cars", () => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[5].popular = true)));
    expect(msg).toContain("fleet.json → cars: mark exactly three cars as popular (now 4)");
  });

  it("refuses a missing Hindi word, naming the file, the language and the field", () => {
    const msg = errorOf(withChange((f) => delete f["pages/home.hi.json"].homePage.heroTitle));
    expect(msg).toContain("app/content/data/pages/home.hi.json (Hindi) → homePage.heroTitle: missing");
  });

  it("refuses the business's name, short name or street missing in a language, or in Latin letters, naming the field", () => {
    expect(errorOf(withChange((f) => delete f["business.json"].name.gu))).toContain("app/content/data/business.json → name.gu: missing: write it in Gujarati too");
    expect(errorOf(withChange((f) => delete f["business.json"].shortName.hi))).toContain("business.json → shortName.hi: missing: write it in Hindi too");
    expect(errorOf(withChange((f) => (f["business.json"].address.street.gu = " ")))).toContain("business.json → address.street.gu: must not be empty");
    expect(errorOf(withChange((f) => (f["business.json"].address.street = "Kalawad Road")))).toContain('business.json → address.street: must be written in each language: English, Gujarati and Hindi (en, gu, hi) (value: "Kalawad Road")');
    const latin = errorOf(withChange((f) => (f["business.json"].name.gu = "Navkar Tours & Travels")));
    expect(latin).toContain('business.json → name.gu: must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં), not Latin letters (value: "Navkar Tours & Travels")');
    expect(errorOf(withChange((f) => (f["business.json"].address.street.hi = "Shop 1, कालावड रोड")))).toContain("address.street.hi: must be written in Hindi letters");
    // Digits and punctuation are the same in every script.
    expect(() => checkContent(withChange((f) => (f["business.json"].address.street.gu = "શૉપ 12-બી, કાલાવડ રોડ")), allImages)).not.toThrow();
  });

  it("refuses an empty Gujarati word", () => {
    const msg = errorOf(withChange((f) => (f["words.gu.json"].shell.menu = " ")));
    expect(msg).toContain('app/content/data/words.gu.json (Gujarati) → shell.menu: must not be empty (value: " ")');
  });

  it("refuses a template with an unknown placeholder, and one that leaves a placeholder out", () => {
    const unknown = errorOf(withChange((f) => (f["pages/cars.json"].carCard.callLabel = "Call about the {cra}")));
    expect(unknown).toContain("pages/cars.json (English) → carCard.callLabel: unknown placeholder {cra}: this text can use {business}, {owner}, {car}");
    const missing = errorOf(withChange((f) => (f["pages/cars.gu.json"].carCard.seats.other = "સીટ: મુસાફર")));
    expect(missing).toContain("pages/cars.gu.json (Gujarati) → carCard.seats.other: must use the placeholder {count}");
    const inPlain = errorOf(withChange((f) => (f["pages/home.json"].homePage.heroTitle = "Travel with {name}")));
    expect(inPlain).toContain("homePage.heroTitle: unknown placeholder {name}");
  });

  it("refuses a translation with an item left out, or another picture", () => {
    const short = errorOf(withChange((f) => f["pages/home.gu.json"].policies.pop()));
    expect(short).toContain("pages/home.gu.json (Gujarati) → policies: has 3 entries, English has 4");
    const picture = errorOf(withChange((f) => (f["pages/about.hi.json"].aboutPage.banner.image = "/banner/other.jpg")));
    expect(picture).toContain('pages/about.hi.json (Hindi) → aboutPage.banner.image: must be the same picture as in English ("/banner/banner.svg")');
  });

  it("asks for one filter name per group size", () => {
    const msg = errorOf(withChange((f) => f["fleet.json"].groups.pop()));
    expect(msg).toContain("pages/cars.json (English) → carsPage.filters: needs one name per group size of the filter (4 in app/content/data/fleet.json), has 5");
  });

  it("asks for the office's city to be the city of the service areas", () => {
    const msg = errorOf(withChange((f) => (f["business.json"].address.city = "Mumbai")));
    expect(msg).toContain('business.json → address.city: must be your city in app/content/data/places.json, in English ("Rajkot") (value: "Mumbai")');
  });
});

describe("the places", () => {
  it("are the city and ten places, each with its words in every language", () => {
    const { places } = checkContent(real, allImages);
    expect(places.city.slug).toBe("rajkot");
    expect(places.places.map((p) => p.slug)).toEqual(["jamnagar", "dwarka", "junagadh", "somnath", "ahmedabad", "porbandar", "bhavnagar", "surat", "vadodara", "gandhinagar"]);
  });

  it("refuses a place without a distance or a driving time", () => {
    const msg = errorOf(withChange((f) => {
      delete f["places.json"].places[1].distanceKm;
      f["places.json"].places[2].drivingTime = "2 hours";
    }));
    expect(msg).toContain("app/content/data/places.json → Dwarka → distanceKm: missing");
    expect(msg).toContain('app/content/data/places.json → Junagadh → drivingTime: must be hours and minutes like 4:30 (minutes 00–59) (value: "2 hours")');
  });

  it.each([0, -5, 12.5, "230"])("refuses %j as a distance", (km) => {
    const msg = errorOf(withChange((f) => (f["places.json"].places[1].distanceKm = km)));
    expect(msg).toContain("places.json → Dwarka → distanceKm:");
  });

  it.each(["Dwarka", "bet dwarka", "dwarka/", "dwärka", "-dwarka", "bet--dwarka", ""])("refuses %j as a web address name", (slug) => {
    const msg = errorOf(withChange((f) => (f["places.json"].places[1].slug = slug)));
    expect(msg).toContain(`places.json → Dwarka → slug: must be lower-case letters a–z and digits, words joined by single hyphens`);
  });

  it("refuses two places at one address", () => {
    const msg = errorOf(withChange((f) => (f["places.json"].places[2].slug = "jamnagar")));
    expect(msg).toContain('places.json → Junagadh → slug: "jamnagar" is already the address of Jamnagar');
  });

  it("refuses a missing translation of a place's name or words", () => {
    const msg = errorOf(withChange((f) => {
      delete f["places.json"].places[1].gu;
      delete f["pages/places.hi.json"].places[2].intro;
      f["pages/places.gu.json"].places[3].reasons.pop();
    }));
    expect(msg).toContain("places.json → Dwarka → gu: missing");
    expect(msg).toContain('pages/places.hi.json (Hindi) → the place "dwarka" → intro: missing');
    expect(msg).toContain('pages/places.gu.json (Gujarati) → the place "junagadh" → reasons: has 2 entries, English has 3');
  });

  it("asks for words for every place, and no words for a place that is not there", () => {
    const missing = errorOf(withChange((f) => f["places.json"].places.push({ ...f["places.json"].places[0], slug: "morbi", en: "Morbi" })));
    expect(missing).toContain('pages/places.json (English) → places: has no words for "morbi"');
    const stray = errorOf(withChange((f) => f["places.json"].places.pop()));
    expect(stray).toContain('pages/places.json (English) → the place "gandhinagar" → slug: "gandhinagar" is not a place in app/content/data/places.json');
    const other = errorOf(withChange((f) => (f["pages/places.gu.json"].places[2].slug = "somnath")));
    expect(other).toContain('pages/places.gu.json (Gujarati) → the place "somnath" → slug: must be the same place as in English ("dwarka")');
  });

  it("asks for two to four reasons to go", () => {
    const msg = errorOf(withChange((f) => f["pages/places.json"].places[1].reasons.splice(1)));
    expect(msg).toContain('pages/places.json (English) → the place "jamnagar" → reasons: must give 2 to 4 reasons');
  });

  it("accepts only https:// addresses for a note's official page and for a Wikidata entry", () => {
    // Junagadh (places[2]) links its second note, the lion safari's permits, to the official site.
    for (const url of ["http://girlion.gujarat.gov.in/", "javascript:alert(1)", "ftp://example.com/", "girlion.gujarat.gov.in"]) {
      const msg = errorOf(withChange((f) => (f["places.json"].places[2].links[0].url = url)));
      expect(msg).toContain(`app/content/data/places.json → Junagadh → links → item 1 → url: must be an https:// address (value: ${JSON.stringify(url)})`);
    }
    expect(() => checkContent(withChange((f) => (f["places.json"].places[2].links[0].url = "https://girlion.gujarat.gov.in/")), allImages)).not.toThrow();
    const wikidata = (url: string) => withChange((f) => (f["places.json"].places[1].wikidata = url));
    expect(errorOf(wikidata("http://www.wikidata.org/wiki/Q1"))).toContain("places.json → Dwarka → wikidata: must be an https:// address");
    expect(errorOf(wikidata("https://example.com/wiki/Q1"))).toContain("places.json → Dwarka → wikidata: must be a Wikidata entry's address");
    expect(() => checkContent(wikidata("https://www.wikidata.org/wiki/Q42"), allImages)).not.toThrow();
  });

  it("keeps a place's road, stops, notes and links optional, and a note's link for a note that is there", () => {
    // A place with none of them, in every language, passes.
    const bare = withChange((f) => {
      for (const key of ["via", "links", "combines"]) delete f["places.json"].places[2][key];
      for (const file of ["pages/places.json", "pages/places.gu.json", "pages/places.hi.json"]) {
        for (const key of ["stops", "notes", "trip"]) delete f[file].places[3][key];
      }
    });
    expect(() => checkContent(bare, allImages)).not.toThrow();
    // A link for a note that is not there is refused, in each language; so is a note linked twice.
    const msg = errorOf(withChange((f) => (f["places.json"].places[2].links[0].note = 3)));
    expect(msg).toContain('pages/places.json (English) → the place "junagadh" → notes: app/content/data/places.json gives an official page for note 3 of "junagadh", which has 2 notes');
    expect(msg).toContain('pages/places.hi.json (Hindi) → the place "junagadh" → notes: app/content/data/places.json gives an official page for note 3');
    expect(errorOf(withChange((f) => (f["places.json"].places[3].links[1].note = 1)))).toContain("places.json → Somnath → links → item 2 → note: note 1 already has its page");
    // At most four stops, and a place that "goes well with" must be in the list.
    const stops = errorOf(withChange((f) => f["pages/places.json"].places[2].stops.push(...Array(3).fill({ name: "A", text: "B" }))));
    expect(stops).toContain('pages/places.json (English) → the place "dwarka" → stops: must give at most 4 stops');
    expect(errorOf(withChange((f) => f["places.json"].places[1].combines.push("mumbai")))).toContain('places.json → Dwarka → combines → item 4: "mumbai" is not a place in the list');
  });

  it("asks for a translation of what English has written, even where it is optional", () => {
    const msg = errorOf(withChange((f) => delete f["pages/places.gu.json"].places[2].stops));
    expect(msg).toContain('pages/places.gu.json (Gujarati) → the place "dwarka" → stops: missing: English has it, so every language needs it');
  });

  it("shows the business's terms only when written, and then in every language", () => {
    const terms = { title: "Our terms", items: ["Fares are for the car, not per person."] };
    expect(real["pages/places.json"]).not.toHaveProperty("placePage.terms");
    const english = withChange((f) => (f["pages/places.json"].placePage.terms = terms));
    expect(errorOf(english)).toContain("pages/places.hi.json (Hindi) → placePage.terms: missing: English has it");
    const all = withChange((f) => {
      for (const file of ["pages/places.json", "pages/places.gu.json", "pages/places.hi.json"]) f[file].placePage.terms = terms;
    });
    expect(checkContent(all, allImages).words.gu.placesWords.placePage.terms).toEqual(terms);
    const empty = withChange((f) => {
      for (const file of ["pages/places.json", "pages/places.gu.json", "pages/places.hi.json"]) f[file].placePage.terms = { title: "Our terms", items: [] };
    });
    expect(errorOf(empty)).toContain("pages/places.json (English) → placePage.terms.items: must hold at least one term");
  });

  it("asks for a picture of every place, in its own folder", () => {
    const msg = errorOf(withChange((f) => delete f["places.json"].places[0].image));
    expect(msg).toContain("places.json → Jamnagar → image: missing");
    expect(errorOf(withChange((f) => (f["places.json"].city.image = "/cars/aura.svg")))).toContain('places.json → city.image: must be a JPEG, PNG, WebP or SVG file in the folder places/');
  });

  it("lists every problem at once", () => {
    const msg = errorOf(withChange((f) => {
      f["business.json"].email = "nope";
      f["fleet.json"].cars[0].seats = 99;
    }));
    expect(msg).toMatch(/^The content has 2 problems; nothing was built:/);
  });
});

describe("sample values", () => {
  const business = checkContent(real, allImages).business;
  it("flags the sample phone, e-mail and owner name", () => {
    const samples = findSamples(business).join("\n");
    expect(samples).toContain("business.phone is the sample +910000000000");
    expect(samples).toContain("business.email is the sample booking@example.com");
    expect(samples).toContain("business.owner.name.en");
  });
  it("is quiet once real values are in", () => {
    const filled = {
      ...business,
      phone: "+919876543210",
      email: "hello@navkartours.in",
      owner: { ...business.owner, name: { en: "Ramesh Shah", gu: "રમેશ શાહ", hi: "रमेश शाह" } },
      address: { ...business.address, street: { en: "12 Kalawad Road", gu: "12 કાલાવડ રોડ", hi: "12 कालावड रोड" } },
      social: { company: { label: "Instagram", url: "https://instagram.com/navkar" }, owner: { label: "Facebook", url: "https://facebook.com/navkar" } },
    };
    expect(findSamples(filled)).toEqual([]);
  });
});

describe("the rate card", () => {
  it.each([-5, 0, 5000])("refuses a rate a km of %s, naming the car", (rate) => {
    const msg = errorOf(withChange((f) => (f["rates.json"].cars[2].perKm = rate)));
    expect(msg).toContain(`app/content/data/rates.json → rates of car 3 → perKm: must be ₹1–₹200 (value: ${rate})`);
  });

  it("refuses a negative driver's allowance and an absurd minimum a day", () => {
    expect(errorOf(withChange((f) => (f["rates.json"].cars[0].driverPerDay = -300)))).toContain("rates.json → rates of car 1 → driverPerDay: must be ₹0–₹3000 (value: -300)");
    expect(errorOf(withChange((f) => (f["rates.json"].minKmPerDay = 2500)))).toContain("rates.json → minKmPerDay: must be 0–600 km (value: 2500)");
  });

  it("refuses rates for a car that is not in the fleet; a car without rates is warned of, not refused", () => {
    expect(errorOf(withChange((f) => (f["rates.json"].cars[0].car = 99)))).toContain("rates.json → rates of car 99 → car: there is no car 99 under Cars");
    const content = checkContent(withChange((f) => f["rates.json"].cars.pop()), allImages);
    expect(findRateGaps(content.rates, content.fleet)).toEqual(["car 12, Tempo Traveller has no rates, so no price shows for it: give it its rates"]);
    expect(findRateGaps({ ...content.rates, show: false }, content.fleet)).toEqual([]);
    expect(findRateGaps(checkContent(real, allImages).rates, checkContent(real, allImages).fleet)).toEqual([]);
  });

  it("asks each car's city price when the card has a city package", () => {
    const msg = errorOf(withChange((f) => delete f["rates.json"].cars[1].local));
    expect(msg).toContain("rates.json → rates of car 2 → local: missing: the rate card has a city package, so each car needs its price");
  });

  it("refuses a place without its days for a return trip", () => {
    const msg = errorOf(withChange((f) => delete f["places.json"].places[1].returnDays));
    expect(msg).toContain("places.json → Dwarka → returnDays: missing");
  });
});

describe("the sample rate card", () => {
  const { rates } = checkContent(real, allImages);
  it("warns while fares show the sample rates, and not once one rate is the owner's or fares are off", () => {
    expect(findRateSamples(rates).join()).toContain("the rate card has the sample rates");
    expect(findRateSamples({ ...rates, cars: rates.cars.map((c, i) => (i === 0 ? { ...c, perKm: 19 } : c)) })).toEqual([]);
    expect(findRateSamples({ ...rates, show: false })).toEqual([]);
  });
});
