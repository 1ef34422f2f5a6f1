import { describe, expect, it } from "vitest";
import { content } from "./index";
import { findSamples } from "./samples";
import { validateContent } from "./schema";

const allImages = () => true;
/** A deep copy of the real content with one change applied. */
function withChange(change: (c: typeof content) => void) {
  const copy = structuredClone(content);
  change(copy);
  return copy;
}
const errorOf = (input: unknown, imageExists: (name: string) => boolean = allImages) => {
  try {
    validateContent(input, imageExists);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected validation to fail");
};

describe("content schema", () => {
  it("accepts the site's content: 12 cars with ids 1–12", () => {
    const data = validateContent(content, allImages);
    expect(data.cars.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("refuses a duplicate car id, naming both entries", () => {
    const msg = errorOf(withChange((c) => (c.cars[9].id = 9)));
    expect(msg).toContain("cars[9].id: duplicate id 9 (also cars[8]) (value: 9)");
  });

  it("refuses a phone without + and country code", () => {
    const msg = errorOf(withChange((c) => ((c.business as { phone: string }).phone = "09876543210")));
    expect(msg).toMatch(/business\.phone: must start with \+ and the country code.*\(value: "09876543210"\)/);
    const carMsg = errorOf(withChange((c) => (c.cars[2].phone = "9876543210")));
    expect(carMsg).toContain('cars[2].phone: must start with + and the country code, digits only (E.164) (value: "9876543210")');
  });

  it.each([0, 61, 4.5])("refuses a capacity of %s", (capacity) => {
    const msg = errorOf(withChange((c) => (c.cars[0].capacity = capacity)));
    expect(msg).toContain(`cars[0].capacity:`);
    expect(msg).toContain(`(value: ${capacity})`);
  });

  it("refuses a car whose picture does not exist, naming the car", () => {
    const msg = errorOf(content, (name) => name !== "cars/baleno");
    expect(msg).toContain('cars[3].image: no picture "cars/baleno" for car "Baleno"');
  });

  it("refuses a missing page picture, naming the page", () => {
    const msg = errorOf(content, (name) => name !== "posters/weddings-events");
    expect(msg).toContain('about.posters[2].image: no picture "posters/weddings-events" for the About gallery');
  });

  it("refuses an empty name", () => {
    const msg = errorOf(withChange((c) => (c.cars[4].name = "  ")));
    expect(msg).toContain('cars[4].name: must not be empty (value: "  ")');
  });
});

describe("sample values", () => {
  it("flags the sample phone, e-mail and owner name", () => {
    const samples = findSamples(content.business).join("\n");
    expect(samples).toContain("business.phone is the sample +910000000000");
    expect(samples).toContain("business.email is the sample booking@example.com");
    expect(samples).toContain("business.owner.name");
  });
  it("is quiet once real values are in", () => {
    const real = {
      ...content.business,
      phone: "+919876543210",
      email: "hello@navkartours.in",
      owner: { ...content.business.owner, name: "Ramesh Shah" },
      address: { ...content.business.address, street: "12 Kalawad Road" },
      social: { company: { label: "Instagram", url: "https://instagram.com/navkar" }, owner: { label: "Facebook", url: "https://facebook.com/navkar" } },
    } as const;
    expect(findSamples(real as never)).toEqual([]);
  });
});
