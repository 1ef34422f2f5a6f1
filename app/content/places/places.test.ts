/** places.json and the places pages' words against their schemas and each other. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";

describe("the places", () => {
  it("are the city and fourteen places, each with its words in every language", () => {
    const { places } = checkContent(real, allImages);
    expect(places.city.slug).toBe("rajkot");
    expect(places.places.map((p) => p.slug)).toEqual([
      "jamnagar",
      "dwarka",
      "junagadh",
      "somnath",
      "ahmedabad",
      "porbandar",
      "bhavnagar",
      "surat",
      "vadodara",
      "gandhinagar",
      "diu",
      "sasan-gir",
      "bhuj",
      "statue-of-unity",
    ]);
  });

  it("refuses a place without a distance or a driving time", () => {
    const msg = errorOf(
      withChange((f) => {
        delete f["places.json"].places[1].distanceKm;
        f["places.json"].places[2].drivingTime = "2 hours";
      }),
    );
    expect(msg).toContain("app/content/data/places.json → Dwarka → distanceKm: missing");
    expect(msg).toContain(
      'app/content/data/places.json → Junagadh → drivingTime: must be hours and minutes like 4:30 (minutes 00–59) (value: "2 hours")',
    );
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
    const msg = errorOf(
      withChange((f) => {
        delete f["places.json"].places[1].gu;
        delete f["pages/places.hi.json"].places[2].intro;
        f["pages/places.gu.json"].places[3].reasons.pop();
      }),
    );
    expect(msg).toContain("places.json → Dwarka → gu: missing");
    expect(msg).toContain('pages/places.hi.json (Hindi) → the place "dwarka" → intro: missing');
    expect(msg).toContain('pages/places.gu.json (Gujarati) → the place "junagadh" → reasons: has 2 entries, English has 3');
  });

  it("asks for words for every place, and no words for a place that is not there", () => {
    const missing = errorOf(withChange((f) => f["places.json"].places.push({ ...f["places.json"].places[0], slug: "morbi", en: "Morbi" })));
    expect(missing).toContain('pages/places.json (English) → places: has no words for "morbi"');
    const stray = errorOf(withChange((f) => f["places.json"].places.pop()));
    expect(stray).toContain(
      'pages/places.json (English) → the place "statue-of-unity" → slug: "statue-of-unity" is not a place in app/content/data/places.json',
    );
    const other = errorOf(withChange((f) => (f["pages/places.gu.json"].places[2].slug = "somnath")));
    expect(other).toContain(
      'pages/places.gu.json (Gujarati) → the place "somnath" → slug: must be the same place as in English ("dwarka")',
    );
  });

  it("asks for two to four reasons to go", () => {
    const msg = errorOf(withChange((f) => f["pages/places.json"].places[1].reasons.splice(1)));
    expect(msg).toContain('pages/places.json (English) → the place "jamnagar" → reasons: must give 2 to 4 reasons');
  });

  it("accepts only https:// addresses for a note's official page and for a Wikidata entry", () => {
    // Junagadh (places[2]) links its second note, the lion safari's permits, to the official site.
    for (const url of ["http://girlion.gujarat.gov.in/", "javascript:alert(1)", "ftp://example.com/", "girlion.gujarat.gov.in"]) {
      const msg = errorOf(withChange((f) => (f["places.json"].places[2].links[0].url = url)));
      expect(msg).toContain(
        `app/content/data/places.json → Junagadh → links → item 1 → url: must be an https:// address (value: ${JSON.stringify(url)})`,
      );
    }
    expect(() =>
      checkContent(
        withChange((f) => (f["places.json"].places[2].links[0].url = "https://girlion.gujarat.gov.in/")),
        allImages,
      ),
    ).not.toThrow();
    const wikidata = (url: string) => withChange((f) => (f["places.json"].places[1].wikidata = url));
    expect(errorOf(wikidata("http://www.wikidata.org/wiki/Q1"))).toContain("places.json → Dwarka → wikidata: must be an https:// address");
    expect(errorOf(wikidata("https://example.com/wiki/Q1"))).toContain(
      "places.json → Dwarka → wikidata: must be a Wikidata entry's address",
    );
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
    expect(msg).toContain(
      'pages/places.json (English) → the place "junagadh" → notes: app/content/data/places.json gives an official page for note 3 of "junagadh", which has 2 notes',
    );
    expect(msg).toContain(
      'pages/places.hi.json (Hindi) → the place "junagadh" → notes: app/content/data/places.json gives an official page for note 3',
    );
    expect(errorOf(withChange((f) => f["places.json"].places[3].links.push({ note: 1, url: "https://www.somnath.org/" })))).toContain(
      "places.json → Somnath → links → item 2 → note: note 1 already has its page",
    );
    // At most four stops, and a place that "goes well with" must be in the list.
    const stops = errorOf(withChange((f) => f["pages/places.json"].places[2].stops.push(...Array(3).fill({ name: "A", text: "B" }))));
    expect(stops).toContain('pages/places.json (English) → the place "dwarka" → stops: must give at most 4 stops');
    expect(errorOf(withChange((f) => f["places.json"].places[1].combines.push("mumbai")))).toContain(
      'places.json → Dwarka → combines → item 4: "mumbai" is not a place in the list',
    );
  });

  it("asks for a translation of what English has written, even where it is optional", () => {
    const msg = errorOf(withChange((f) => delete f["pages/places.gu.json"].places[2].stops));
    expect(msg).toContain(
      'pages/places.gu.json (Gujarati) → the place "dwarka" → stops: missing: English has it, so every language needs it',
    );
  });

  it("shows the business's terms only when written, and then in every language", () => {
    const terms = { title: "Our terms", items: ["Fares are for the car, not per person."] };
    expect(real["pages/places.json"]).not.toHaveProperty("placePage.terms");
    const english = withChange((f) => (f["pages/places.json"].placePage.terms = terms));
    expect(errorOf(english)).toContain("pages/places.hi.json (Hindi) → placePage.terms: missing: English has it");
    // Each language in its own words: a copy of the English is refused as untranslated.
    const translated = {
      "pages/places.json": terms,
      "pages/places.gu.json": { title: "અમારા નિયમો", items: ["ભાડું ગાડીનું છે, વ્યક્તિ દીઠ નહીં."] },
      "pages/places.hi.json": { title: "हमारे नियम", items: ["किराया गाड़ी का है, प्रति व्यक्ति नहीं।"] },
    };
    const all = withChange((f) => {
      for (const [file, words] of Object.entries(translated)) f[file].placePage.terms = words;
    });
    expect(checkContent(all, allImages).words.gu.placesWords.placePage.terms).toEqual(translated["pages/places.gu.json"]);
    const empty = withChange((f) => {
      for (const file of ["pages/places.json", "pages/places.gu.json", "pages/places.hi.json"])
        f[file].placePage.terms = { title: "Our terms", items: [] };
    });
    expect(errorOf(empty)).toContain("pages/places.json (English) → placePage.terms.items: must hold at least one term");
  });

  it("asks for a picture of every place, in its own folder", () => {
    const msg = errorOf(withChange((f) => delete f["places.json"].places[0].image));
    expect(msg).toContain("places.json → Jamnagar → image: missing");
    expect(errorOf(withChange((f) => (f["places.json"].city.image = "/cars/aura.svg")))).toContain(
      "places.json → city.image: must be a JPEG, PNG, WebP or SVG file in the folder places/",
    );
  });

  it("refuses an overnight return of one day: a same-day return is worked out from the drive", () => {
    const msg = errorOf(withChange((f) => (f["places.json"].places[1].returnDays = 1)));
    expect(msg).toContain(
      "places.json → Dwarka → returnDays: must be 2–10 days: a return on the same day is worked out from the driving time",
    );
  });
});
