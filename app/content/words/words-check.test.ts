/** The words files against their schemas and against English. */
import { describe, expect, it } from "vitest";
import { errorOf, real, withChange } from "#app/content/test-files.ts";

describe("the words files", () => {
  it("refuses a missing gallery picture in every language, naming each file", () => {
    const msg = errorOf(real, (name) => name !== "posters/weddings-events.svg");
    for (const file of ["about.json (English) →", "about.gu.json (Gujarati) →", "about.hi.json (Hindi) →"]) {
      expect(msg).toContain(`pages/${file} aboutPage.posters → item 3 → image: no picture "/posters/weddings-events.svg"`);
    }
  });

  it("refuses a missing Hindi word, naming the file, the language and the field", () => {
    const msg = errorOf(withChange((f) => delete f["pages/home.hi.json"].homePage.heroTitle));
    expect(msg).toContain("app/content/data/pages/home.hi.json (Hindi) → homePage.heroTitle: missing");
  });

  it("refuses an empty Gujarati word, and one of spaces", () => {
    const empty = errorOf(withChange((f) => (f["words.gu.json"].shell.menu = "")));
    expect(empty).toContain('app/content/data/words.gu.json (Gujarati) → shell.menu: must not be empty (value: "")');
    const msg = errorOf(withChange((f) => (f["words.gu.json"].shell.menu = " ")));
    expect(msg).toContain(
      'app/content/data/words.gu.json (Gujarati) → shell.menu: looks empty: it has only spaces or invisible characters (value: " ")',
    );
  });

  it("refuses a template with an unknown placeholder, and one that leaves a placeholder out", () => {
    const unknown = errorOf(withChange((f) => (f["pages/cars.json"].carCard.callLabel = "Call about the {cra}")));
    expect(unknown).toContain(
      "pages/cars.json (English) → carCard.callLabel: unknown placeholder {cra}: this text can use {business}, {owner}, {car}",
    );
    const missing = errorOf(withChange((f) => (f["pages/cars.gu.json"].carCard.seats.other = "સીટ: મુસાફર")));
    expect(missing).toContain("pages/cars.gu.json (Gujarati) → carCard.seats.other: must use the placeholder {count}");
    const inPlain = errorOf(withChange((f) => (f["pages/home.json"].homePage.heroTitle = "Travel with {name}")));
    expect(inPlain).toContain("homePage.heroTitle: unknown placeholder {name}");
  });

  it("refuses a translation with an item left out, or another picture", () => {
    const short = errorOf(withChange((f) => f["pages/home.gu.json"].policies.pop()));
    expect(short).toContain("pages/home.gu.json (Gujarati) → policies: has 2 entries, English has 3");
    const picture = errorOf(withChange((f) => (f["pages/about.hi.json"].aboutPage.banner.image = "/banner/other.jpg")));
    expect(picture).toContain(
      'pages/about.hi.json (Hindi) → aboutPage.banner.image: must be the same picture as in English ("/banner/banner.svg")',
    );
  });
});
