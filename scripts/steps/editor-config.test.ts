import { LANGS } from "#app/content/languages.ts";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentFiles, type SchemaKey } from "#app/content/files.ts";
import { MAX_BAGS, MAX_SEATS } from "#app/content/fleet/schema.ts";
import { readFiles } from "#app/content/read.ts";
import { E164, HHMM, TEXT_MAX } from "#app/content/schema-kit.ts";
import { editorBackend, editorConfig, keyToLabel, MAX_UPLOAD_LABEL, toField } from "./editor-config.ts";

const { files } = readFiles();
const english = Object.fromEntries(contentFiles.filter((f) => (f.lang ?? "en") === "en").map((f) => [f.schema, files[f.path]])) as Record<
  SchemaKey,
  unknown
>;
const site = { url: "https://navkartours.example", basePath: "/" };
const config = editorConfig(editorBackend({}), english, site);

type Field = { name: string; widget: string; fields?: Field[]; field?: Field; [key: string]: unknown };
const allFiles = config.collections.flatMap((c) => c.files as { name: string; file: string; fields: Field[]; i18n?: boolean }[]);
const fileOf = (name: string) => allFiles.find((f) => f.name === name)!;

/** Every field path the editor offers ("cars[].seats"), with its field. */
function editorPaths(fields: Field[], prefix = ""): Map<string, Field> {
  const out = new Map<string, Field>();
  for (const f of fields) {
    const at = `${prefix}${f.name}`;
    out.set(at, f);
    if (f.widget === "object") for (const [k, v] of editorPaths(f.fields!, `${at}.`)) out.set(k, v);
    if (f.widget === "list" && f.fields) for (const [k, v] of editorPaths(f.fields, `${at}[].`)) out.set(k, v);
    if (f.widget === "list" && f.field) out.set(`${at}[]`, f.field);
  }
  return out;
}

/** Every value path in a data file, lists collapsed ("cars[].seats"). */
function dataPaths(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => (v && typeof v === "object" ? dataPaths(v, `${at}[]`) : [`${at}[]`]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => {
      const p = at ? `${at}.${k}` : k;
      return [p, ...dataPaths(v, p)];
    });
  }
  return [];
}

describe("the editor's configuration", () => {
  it("is valid for the editor: it passes Sveltia CMS's own schema of its configuration", () => {
    const require = createRequire(import.meta.url);
    const pkg = path.dirname(path.dirname(require.resolve("@sveltia/cms")));
    const schema = JSON.parse(readFileSync(path.join(pkg, "schema/sveltia-cms.json"), "utf8"));
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
  });

  it("reaches every value of every content file, in every language, and offers nothing else", () => {
    for (const file of contentFiles) {
      const fields = editorPaths(fileOf(file.schema).fields);
      const inData = [...new Set(dataPaths(files[file.path]))];
      const missing = inData.filter((p) => !fields.has(p));
      expect(missing, `${file.path}: values the owner cannot edit`).toEqual([]);
      // The optional plural form for one may be left out of a file, and so may an optional
      // part (a place's terms, its Wikidata entry) with all that is in it.
      const optional = [...fields].filter(([, f]) => f.required === false && f.widget !== "boolean").map(([p]) => p);
      const extra = [...fields.keys()].filter(
        (p) =>
          !inData.includes(p) &&
          !p.endsWith(".one") &&
          !/\bone$/.test(p) &&
          !optional.some((o) => p === o || p.startsWith(`${o}.`) || p.startsWith(`${o}[]`)),
      );
      expect(extra, `${file.path}: fields with no value in the file`).toEqual([]);
    }
  });

  it("finds every file written as the editor writes it, so a save changes only what the owner changed", () => {
    // The editor writes JSON with two-space indents, a final newline, and keys in its fields' order.
    const ordered = (value: unknown, fields: Field[] | undefined): unknown => {
      if (Array.isArray(value)) return value.map((v) => ordered(v, fields));
      if (!value || typeof value !== "object" || !fields) return value;
      const v = value as Record<string, unknown>;
      return Object.fromEntries(fields.filter((f) => f.name in v).map((f) => [f.name, ordered(v[f.name], f.fields)]));
    };
    for (const file of contentFiles) {
      const raw = readFileSync(path.join("app/content/data", file.path), "utf8");
      expect(raw, file.path).toBe(`${JSON.stringify(ordered(files[file.path], fileOf(file.schema).fields), null, 2)}\n`);
    }
  });

  it("takes its rules from the schema: phone pattern, HH:MM times, 1–60 seats, lengths, list sizes", () => {
    const business = editorPaths(fileOf("business").fields);
    expect(business.get("phone")?.pattern).toEqual([E164.source, expect.stringMatching(/^Must start with \+ and the country code/)]);
    expect(business.get("hours.opens")?.pattern).toEqual([HHMM.source, expect.any(String)]);
    expect(business.get("hours.closes")?.pattern).toEqual([HHMM.source, expect.any(String)]);
    expect(business.get("name.gu")?.maxlength).toBe(60);
    // The name, the short name and the street in each script, with plain labels.
    for (const field of ["name", "shortName", "address.street", "owner.name"]) {
      expect(business.get(field)?.widget, field).toBe("object");
      expect(
        LANGS.map((l) => business.get(`${field}.${l}`)?.label),
        field,
      ).toEqual([expect.stringMatching(/^In English/), "In Gujarati", "In Hindi"]);
    }
    expect(business.get("name")).toMatchObject({ label: "Business name", hint: expect.stringContaining("નવકાર ટૂર્સ એન્ડ ટ્રાવેલ્સ") });
    expect(business.get("name.en")?.label).toBe("In English (the legal name)");
    expect(business.get("address.street")?.label).toBe("Street");
    // The editor refuses Latin letters in the Gujarati and Hindi forms before saving.
    expect(business.get("name.gu")?.pattern).toEqual(["^[^A-Za-z]*$", expect.stringMatching(/^Must be written in Gujarati letters/)]);
    expect(business.get("address.street.hi")?.pattern).toEqual([
      "^[^A-Za-z]*$",
      expect.stringMatching(/^Must be written in Hindi letters/),
    ]);
    expect(business.get("name.en")?.pattern).toBeUndefined();
    expect(business.get("email")?.type).toBe("email");
    const fleet = editorPaths(fileOf("fleet").fields);
    expect(fleet.get("cars[].seats")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: MAX_SEATS });
    expect(fleet.get("cars[].id")).toMatchObject({ widget: "number", value_type: "int", min: 1 });
    expect(fleet.get("cars")).toMatchObject({ widget: "list", min: 1, label_singular: "Car" });
    expect(fleet.get("cars[].popular")).toMatchObject({ widget: "boolean" });
    // A car's luggage, AC, features in three languages and further photos, each with its title.
    expect(fleet.get("cars[].luggage.large")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
      max: MAX_BAGS,
      label: "Large bags",
    });
    expect(fleet.get("cars[].luggage.small")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
      max: MAX_BAGS,
      label: "Small bags",
    });
    expect(fleet.get("cars[].ac")).toMatchObject({ widget: "boolean", label: "AC" });
    expect(fleet.get("cars[].features")).toMatchObject({
      widget: "list",
      max: 12,
      label: "Features",
      label_singular: "Feature",
      required: false,
    });
    expect(fleet.get("cars[].features[].gu")).toMatchObject({ widget: "string", label: "In Gujarati" });
    expect(fleet.get("cars[].pictures")).toMatchObject({ widget: "list", max: 8, label: "More photos", required: false });
    expect(editorPaths(fileOf("home").fields).get("testimonials")).toMatchObject({ min: 3, max: 3 });
  });

  it("limits each text to its kind's length before saving, as the build does", () => {
    const at = (file: string, path: string) => editorPaths(fileOf(file).fields).get(path)?.maxlength;
    expect(at("home", "testimonials[].quote")).toBe(TEXT_MAX.testimonial);
    expect(at("home", "homePage.heroTitle")).toBe(TEXT_MAX.heading);
    expect(at("home", "homePage.title")).toBe(TEXT_MAX.pageTitle);
    expect(at("home", "homePage.description")).toBe(TEXT_MAX.description);
    expect(at("about", "aboutPage.paragraphs[]")).toBe(TEXT_MAX.paragraph);
    expect(at("placesWords", "placePage.heading")).toBe(TEXT_MAX.heading);
    expect(at("places", "places[].gu")).toBe(TEXT_MAX.name);
    expect(at("business", "address.street.gu")).toBe(TEXT_MAX.address);
    expect(at("business", "shortName.hi")).toBe(20);
    // Every typed text has a limit, but those a pattern or a type holds (a phone, a web address name, an e-mail).
    const unlimited = allFiles.flatMap((file) =>
      [...editorPaths(file.fields)]
        .filter(([, f]) => (f.widget === "string" || f.widget === "text") && f.maxlength === undefined && !f.pattern && !f.type)
        .map(([p]) => `${file.name}: ${p}`),
    );
    expect(unlimited).toEqual([]);
  });

  it("offers an upload for each picture, into its kind's folder, photos only, up to 10 MB", () => {
    const photo = editorPaths(fileOf("fleet").fields).get("cars[].image");
    expect(photo).toMatchObject({
      widget: "image",
      media_folder: "/app/assets/images/cars",
      public_folder: "/cars",
      accept: "image/jpeg,image/png,image/webp",
    });
    expect(editorPaths(fileOf("about").fields).get("aboutPage.posters[].image")).toMatchObject({
      media_folder: "/app/assets/images/posters",
      i18n: "duplicate",
    });
    // "10 MB" as the editor shows it (it counts 1,000,000 bytes to the megabyte), as the guide says.
    expect(config.media_libraries.default.config.max_file_size).toBe(10_000_000);
    expect(MAX_UPLOAD_LABEL).toBe("10 MB");
    for (const guide of ["docs/owner-guide.md", "docs/deploy.md"]) expect(readFileSync(guide, "utf8"), guide).toContain("up to 10 MB");
  });

  it("offers the notices in their own collection: dates from a calendar, places and tours chosen, not typed", () => {
    const collection = config.collections.find((c) => c.name === "notices")!;
    expect(collection.label).toBe("Notices");
    const notices = editorPaths(fileOf("notices").fields);
    expect(fileOf("notices").file).toBe("app/content/data/notices.json");
    for (const day of ["notices[].from", "notices[].to"])
      expect(notices.get(day), day).toMatchObject({ widget: "datetime", date_format: "YYYY-MM-DD", time_format: false });
    const places = notices.get("notices[].places[]") as unknown as { widget: string; options: { value: string; label: string }[] };
    expect(places.widget).toBe("select");
    expect(places.options).toEqual(
      expect.arrayContaining([{ label: "Dwarka", value: "dwarka" }, expect.objectContaining({ value: "bet-dwarka" })]),
    );
    expect(notices.get("notices[].tours[]")).toMatchObject({
      widget: "select",
      options: expect.arrayContaining([{ label: "saurashtra", value: "saurashtra" }]),
    });
    expect(LANGS.map((l) => notices.get(`notices[].text.${l}`)?.label)).toEqual(["In English", "In Gujarati", "In Hindi"]);
  });

  it("offers only this site's pictures and an upload: no stock-photo services", () => {
    expect(config.media_libraries).toMatchObject({ stock_assets: false });
  });

  it("opens the site's real address from “Visit Live Site”, never the sample one", () => {
    expect(config).not.toHaveProperty("site_url");
    expect(editorConfig(editorBackend({}), english, { url: "https://www.navkartours.in", basePath: "/" }).site_url).toBe(
      "https://www.navkartours.in/",
    );
    expect(editorConfig(editorBackend({}), english, { url: "https://navkar.github.io", basePath: "/site/" }).site_url).toBe(
      "https://navkar.github.io/site/",
    );
  });

  it("edits words per language beside English, one file per language", () => {
    expect(config.i18n).toMatchObject({
      structure: "multiple_files",
      locales: [...LANGS],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    const home = fileOf("home");
    expect(home.file).toBe("app/content/data/pages/home.{{locale}}.json");
    for (const [p, f] of editorPaths(home.fields)) expect(f.i18n, p).toBe(f.widget === "image" ? "duplicate" : true);
    expect(fileOf("business").i18n).toBeUndefined();
  });

  it("reads publishing from the build's variables", () => {
    const local = editorBackend({});
    expect(local.publishing).toBe(false);
    expect(local.connect).toEqual([]);
    // On this computer the sign-in page names the folder the site was built in, whatever it is called.
    expect(local.config.repo).toBe("local/site");
    expect(editorBackend({}, "my-shop-site").config.repo).toBe("local/my-shop-site");
    const github = editorBackend({ CMS_REPO: "navkar/site", CMS_AUTH_URL: "https://auth.example.workers.dev", CMS_BRANCH: "live" });
    expect(github.config).toEqual({ name: "github", repo: "navkar/site", branch: "live", base_url: "https://auth.example.workers.dev" });
    expect(github.connect).toEqual(["https://api.github.com"]);
    const gitlab = editorBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "navkar/site", CMS_GITLAB_APP_ID: "abc" });
    expect(gitlab.config).toMatchObject({ name: "gitlab", auth_type: "pkce", app_id: "abc" });
    expect(gitlab.connect).toEqual(["https://gitlab.com"]);
  });

  it("without a sign-in helper, offers only the sign-in that works (a token), never GitHub's button that leads to Netlify", () => {
    // The workflow always sets CMS_REPO; CMS_AUTH_URL only where a helper is set up.
    expect(editorBackend({ CMS_REPO: "navkar/site" }).config).toMatchObject({ auth_methods: ["token"] });
    expect(editorBackend({}).config).toMatchObject({ auth_methods: ["token"] });
    expect(editorBackend({ CMS_REPO: "navkar/site", CMS_AUTH_URL: "https://api.netlify.com" }).config).not.toHaveProperty("auth_methods");
    // GitLab signs in without a helper with its own application (PKCE); without either, a token only.
    expect(editorBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "navkar/site", CMS_GITLAB_APP_ID: "abc" }).config).not.toHaveProperty(
      "auth_methods",
    );
    expect(editorBackend({ CMS_BACKEND: "gitlab", CMS_REPO: "navkar/site" }).config).toMatchObject({ auth_methods: ["token"] });
  });

  it("labels every field in plain words: none by its code name alone, without a hint", () => {
    const bare: string[] = [];
    const walk = (fields: Field[], at: string) => {
      for (const f of fields) {
        const where = `${at}${f.name}`;
        if (f.label === keyToLabel(f.name) && !f.hint) bare.push(`${where} (“${f.label}”)`);
        if (f.fields) walk(f.fields, `${where}.`);
        if (f.field) walk([f.field], `${where}[].`);
      }
    };
    for (const file of allFiles) walk(file.fields, `${file.name}: `);
    expect(
      bare,
      "fields labelled by their code name with no hint: give each a title or a hint in .meta() in its family's schema (app/content/*/schema*.ts)",
    ).toEqual([]);
    expect(keyToLabel("popularMore")).toBe("Popular more");
  });

  it("shows, on a text that names a term of the glossary, how the site writes it in Gujarati and Hindi", () => {
    const shared = editorPaths(allFiles.find((f) => f.fields.some((x) => x.name === "fares"))!.fields);
    expect(shared.get("fares.tollsOneWay")?.hint).toContain("toll: ટોલ ટેક્સ, टोल टैक्स");
    expect(shared.get("fares.tollsOneWay")?.hint).toContain("one way: એક તરફી, एक तरफ़ा");
    // In the three languages of a fact too (terms.json's balance names the fuel).
    expect(editorPaths(fileOf("terms").fields).get("balance")?.hint).toContain("fuel: પેટ્રોલ-ડીઝલ, डीज़ल-पेट्रोल");
    // A text that names none has no such hint.
    expect(shared.get("navLabels.home")?.hint ?? "").not.toContain("The site's words");
  });

  it("says where on the site each page's words appear", () => {
    const home = editorPaths(fileOf("home").fields);
    expect(home.get("homePage.popularMore")).toMatchObject({
      label: "Popular cars: link to all cars",
      hint: "The link under the three popular cars on the home page.",
    });
    const words = editorPaths(fileOf("home").fields);
    expect(words.get("policies[]")?.label).toBe("Policy");
  });

  it("refuses a kind of schema field it has no editor field for", () => {
    expect(() => toField("when", z.date(), undefined, { translated: false })).toThrow(/no field for "when"/);
  });
});

describe("the seats a group can trust", () => {
  it("gives the makers' passenger counts in the hint of “Passenger seats”, and each car's passengers in the list", () => {
    const cars = editorPaths(fileOf("fleet").fields).get("cars")!;
    const hint = editorPaths(fileOf("fleet").fields).get("cars[].seats")!.hint as string;
    for (const figure of ["Innova Crysta 6", "Baleno 4", "XL6 5", "Aura 4"]) expect(hint).toContain(figure);
    expect(hint).toContain("The build warns when a car lists more than its model's figure.");
    expect(cars.summary).toBe("{{fields.name}}: {{fields.seats}} passengers");
  });

  it("offers each car's model name in Gujarati and Hindi sentences, optional", () => {
    const paths = editorPaths(fileOf("fleet").fields);
    expect(paths.get("cars[].textName")).toMatchObject({ widget: "object", required: false, label: "Model name in sentences" });
    expect(paths.get("cars[].textName.gu")).toMatchObject({ widget: "string", required: false });
    expect(paths.get("cars[].textName.hi")).toMatchObject({ widget: "string", required: false });
  });
});
