/** fleet.json and rates.json against their schemas and each other, and the rate card's samples and gaps. */
import { describe, expect, it } from "vitest";
import { checkContent } from "#app/content/check.ts";
import { allImages, errorOf, real, withChange } from "#app/content/test-files.ts";
import { findRateGaps, findRateSamples } from "./samples.ts";

describe("the fleet", () => {
  it("refuses a duplicate car number, naming the file, the field and both cars", () => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[9].id = 9)));
    expect(msg).toContain(
      "app/content/data/fleet.json → car 9, Tempo Traveller → id: duplicate number 9: the 9th car in the list (Tempo Traveller) has it too; this is the 10th (value: 9)",
    );
  });

  it.each([0, 61, 4.5])("refuses %s seats", (seats) => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[0].seats = seats)));
    expect(msg).toContain(`fleet.json → car 1, Innova Crysta → seats:`);
    expect(msg).toContain(`(value: ${seats})`);
  });

  it("refuses a car whose photo does not exist", () => {
    const msg = errorOf(real, (name) => name !== "cars/baleno.svg");
    expect(msg).toContain('fleet.json → car 4, Baleno → image: no picture "/cars/baleno.svg" in app/assets/images/ (was it uploaded?)');
  });

  it("refuses a picture outside its kind's folder, or not a picture", () => {
    const wrongFolder = errorOf(withChange((f) => (f["fleet.json"].cars[0].image = "/posters/outstation-tours.svg")));
    expect(wrongFolder).toContain(
      'fleet.json → car 1, Innova Crysta → image: must be a JPEG, PNG, WebP or SVG file in the folder cars/, e.g. "/cars/photo.jpg"',
    );
    const notPicture = errorOf(withChange((f) => (f["business.json"].owner.image = "/owner/cv.pdf")));
    expect(notPicture).toContain("business.json → owner.image: must be a JPEG, PNG, WebP or SVG file in the folder owner/");
    expect(() =>
      checkContent(
        withChange((f) => (f["fleet.json"].cars[0].image = "/cars/IMG_2041.JPG")),
        allImages,
      ),
    ).not.toThrow();
  });

  it("refuses an empty car name, and one of spaces", () => {
    expect(errorOf(withChange((f) => (f["fleet.json"].cars[4].name = "")))).toContain(
      'fleet.json → car 5 → name: must not be empty (value: "")',
    );
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[4].name = "  ")));
    expect(msg).toContain('fleet.json → car 5 → name: looks empty: it has only spaces or invisible characters (value: "  ")');
  });

  it.each([41, -1, 2.5])("refuses %s large bags, naming the car and the field", (large) => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[0].luggage.large = large)));
    expect(msg).toContain("fleet.json → car 1, Innova Crysta → luggage.large:");
    expect(msg).toContain(`(value: ${large})`);
  });

  it("refuses small bags out of range, and a car without its luggage", () => {
    expect(errorOf(withChange((f) => (f["fleet.json"].cars[8].luggage.small = 50)))).toContain(
      "fleet.json → car 9, Tempo Traveller → luggage.small: must be 0–40 bags (value: 50)",
    );
    expect(errorOf(withChange((f) => delete f["fleet.json"].cars[2].luggage))).toContain("fleet.json → car 3, Swift Dzire → luggage:");
  });

  it("asks AC yes or no", () => {
    expect(errorOf(withChange((f) => (f["fleet.json"].cars[1].ac = "yes")))).toContain(
      "fleet.json → car 2, Ertiga → ac: must be yes or no (true or false)",
    );
  });

  it("asks each feature in English, Gujarati and Hindi", () => {
    const msg = errorOf(withChange((f) => delete f["fleet.json"].cars[0].features[1].hi));
    expect(msg).toContain("fleet.json → car 1, Innova Crysta → features → item 2 → hi: missing: write it in Hindi too");
    expect(errorOf(withChange((f) => (f["fleet.json"].cars[0].features[0].gu = " ")))).toContain(
      "features → item 1 → gu: looks empty: it has only spaces or invisible characters",
    );
  });

  it("refuses a further photo that is not there, and a model name with no Latin letter or digit", () => {
    const files = withChange((f) => (f["fleet.json"].cars[6].pictures = ["/cars/urbania-inside.jpg"]));
    expect(errorOf(files, (name) => name !== "cars/urbania-inside.jpg")).toContain(
      'fleet.json → car 7, Urbania → pictures → item 1: no picture "/cars/urbania-inside.jpg" in app/assets/images/ (was it uploaded?)',
    );
    expect(errorOf(withChange((f) => (f["fleet.json"].cars[3].name = "બલેનો")))).toContain(
      "fleet.json → car 4, બલેનો → name: must have Latin letters or digits",
    );
  });

  it("asks for exactly three popular cars", () => {
    const msg = errorOf(withChange((f) => (f["fleet.json"].cars[5].popular = true)));
    expect(msg).toContain("fleet.json → cars: mark exactly three cars as popular (now 4)");
  });

  it("asks for one filter name per group size", () => {
    const msg = errorOf(withChange((f) => f["fleet.json"].groups.pop()));
    expect(msg).toContain(
      "pages/cars.json (English) → carsPage.filters: needs one name per group size of the filter (4 in app/content/data/fleet.json), has 5",
    );
  });
});

describe("the rate card", () => {
  it.each([-5, 0, 5000])("refuses a rate a km of %s, naming the car", (rate) => {
    const msg = errorOf(withChange((f) => (f["rates.json"].cars[2].perKm = rate)));
    expect(msg).toContain(`app/content/data/rates.json → rates of car 3 → perKm: must be ₹1–₹200 (value: ${rate})`);
  });

  it("refuses a negative driver's allowance and an absurd minimum a day", () => {
    expect(errorOf(withChange((f) => (f["rates.json"].cars[0].driverPerDay = -300)))).toContain(
      "rates.json → rates of car 1 → driverPerDay: must be ₹0–₹3000 (value: -300)",
    );
    expect(errorOf(withChange((f) => (f["rates.json"].minKmPerDay = 2500)))).toContain(
      "rates.json → minKmPerDay: must be 0–600 km (value: 2500)",
    );
  });

  it("refuses rates for a car that is not in the fleet; a car without rates is warned of, not refused", () => {
    expect(errorOf(withChange((f) => (f["rates.json"].cars[0].car = 99)))).toContain(
      "rates.json → rates of car 99 → car: there is no car 99 under Cars",
    );
    const content = checkContent(
      withChange((f) => f["rates.json"].cars.pop()),
      allImages,
    );
    expect(findRateGaps(content.rates, content.fleet)).toEqual([
      "car 12, Tempo Traveller has no rates, so no price shows for it: give it its rates",
    ]);
    expect(findRateGaps({ ...content.rates, show: false }, content.fleet)).toEqual([]);
    expect(findRateGaps(checkContent(real, allImages).rates, checkContent(real, allImages).fleet)).toEqual([]);
  });

  it("asks each car's city price when the card has a city package", () => {
    const msg = errorOf(withChange((f) => delete f["rates.json"].cars[1].local));
    expect(msg).toContain("rates.json → rates of car 2 → local: missing: the rate card has a city package, so each car needs its price");
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
