/**
 * Each host's configuration publishes the folder the build writes, builds with the command
 * the tests run, and holds no secret. The hosts read these files only after a push, where a
 * wrong folder would publish nothing, or an old build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { LANGS, languages } from "#app/content/languages.ts";
import { npmCommand } from "./npm-run.ts";
import { analyticsFrom, deployProblem, PUBLISH_DIR, SAMPLE_SITE_URL, siteUrlFrom } from "./site-config.ts";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
const folder = (dir: string) => dir.replace(/^\.\//, "").replace(/\/+$/, "");

type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> };
type Job = { uses?: string; needs?: string | string[]; steps?: Step[]; permissions?: Record<string, string> };
const workflow = (name: string) =>
  parseYaml(read(`.github/workflows/${name}`)) as { on: Record<string, unknown>; jobs: Record<string, Job> };

const netlify = parseToml(read("netlify.toml")) as {
  build: { command: string; publish: string; environment: Record<string, string> };
  redirects?: { from: string; to: string; status: number }[];
};
const wrangler = parseToml(read("wrangler.toml")) as {
  name: string;
  pages_build_output_dir: string;
  compatibility_date: string;
  vars?: Record<string, string>;
};
const ci = workflow("ci.yml");
const pages = workflow("deploy-pages.yml");
const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;

/** The build hosts run: the build, which checks the content first, then the output's checks. */
const DEPLOY_BUILD = "npm run build:deploy";

describe("every host publishes the folder the build writes", () => {
  it("is build/client", () => expect(PUBLISH_DIR).toBe("build/client"));
  it("Netlify", () => expect(folder(netlify.build.publish)).toBe(PUBLISH_DIR));
  it("Cloudflare Pages", () => expect(folder(wrangler.pages_build_output_dir)).toBe(PUBLISH_DIR));
  it("GitHub Pages", () => {
    const upload = pages.jobs.deploy.steps!.find((s) => s.uses?.startsWith("actions/upload-pages-artifact@"));
    expect(folder(String(upload?.with?.path))).toBe(PUBLISH_DIR);
  });
});

describe("every host deploys only what the tests check", () => {
  it("the deploy build is the one `npm test` runs, content check and output checks included", () => {
    // `npm test` runs it without the first step, which needs SITE_URL in CI (tested below).
    expect(scripts["build:deploy"]).toBe("node scripts/check-deploy.ts && npm run build && npm run check:output");
    expect(scripts.test).toContain("npm run build && npm run check:output");
    expect(scripts.test).toContain("npm run lint:workflows");
  });
  it("Netlify builds with it", () => expect(netlify.build.command).toBe(DEPLOY_BUILD));
  it("GitHub Pages deploys after the whole CI workflow passed, and builds with it", () => {
    expect(pages.jobs.test.uses).toBe("./.github/workflows/ci.yml");
    expect(ci.on).toHaveProperty("workflow_call");
    expect([pages.jobs.deploy.needs].flat()).toEqual(["test"]);
    const steps = pages.jobs.deploy.steps!;
    const build = steps.findIndex((s) => s.run === DEPLOY_BUILD);
    const upload = steps.findIndex((s) => s.uses?.startsWith("actions/upload-pages-artifact@"));
    expect(build).toBeGreaterThan(-1);
    expect(build).toBeLessThan(upload);
    expect(Object.keys(steps[build].env ?? {})).toEqual(expect.arrayContaining(["SITE_URL", "BASE_PATH", "CMS_REPO", "CMS_AUTH_URL"]));
    expect(pages.jobs.deploy.permissions).toMatchObject({ pages: "write", "id-token": "write" });
  });
  it("CI runs the README's test command", () => {
    expect(read("README.md")).toContain("```sh\nnpm test\n```");
    expect(ci.jobs.test.steps!.some((s) => s.run === "npm test")).toBe(true);
  });
});

describe("every host builds with the Node of .nvmrc", () => {
  const nvmrc = read(".nvmrc").trim();
  it("Netlify", () => expect(netlify.build.environment.NODE_VERSION).toBe(nvmrc));
  it("GitHub Actions", () => {
    const setups = [ci, pages]
      .flatMap((w) => Object.values(w.jobs))
      .flatMap((j) => j.steps ?? [])
      .filter((s) => s.uses?.startsWith("actions/setup-node@"));
    expect(setups).toHaveLength(2);
    for (const s of setups) expect(s.with).toMatchObject({ "node-version-file": ".nvmrc" });
  });
  // Cloudflare Pages reads .nvmrc itself: a NODE_VERSION beside it could only disagree.
  it("Cloudflare Pages", () => expect(wrangler.vars?.NODE_VERSION).toBeUndefined());
});

describe("no secret in a host's configuration", () => {
  const secretLike = /SECRET|TOKEN|PASSWORD|PRIVATE|_KEY$/i;
  it.each([
    ["netlify.toml", Object.keys(netlify.build.environment)],
    ["wrangler.toml", Object.keys(wrangler.vars ?? {})],
  ])("%s", (_file, names) => {
    expect(names.filter((n) => secretLike.test(n))).toEqual([]);
  });
  it("the workflows take values from repository variables, not secrets", () => {
    expect(read(".github/workflows/deploy-pages.yml")).not.toMatch(/secrets\./);
  });
});

describe("an ended notice leaves the built pages", () => {
  it("GitHub Pages builds the site again every night, just after midnight in India", () => {
    const on = pages.on as { schedule?: { cron: string }[] };
    const [minute, hour, ...rest] = on.schedule![0].cron.split(" ");
    expect(rest).toEqual(["*", "*", "*"]);
    // India is UTC+05:30: midnight there is 18:30 UTC.
    const inIndia = (Number(hour) * 60 + Number(minute) + 330) % 1440;
    expect(inIndia).toBeGreaterThanOrEqual(0);
    expect(inIndia).toBeLessThanOrEqual(30);
  });
});

describe("each language's not-found page on every host", () => {
  it("Netlify sends an unknown address under a language to its 404 page, with status 404", () => {
    const prefixes = LANGS.map((l) => languages[l].prefix).filter(Boolean);
    expect(netlify.redirects).toEqual(prefixes.map((p) => ({ from: `${p}/*`, to: `${p}/404.html`, status: 404 })));
  });
});

describe("never the sample address on a host", () => {
  it("SITE_URL wins, without a trailing slash", () => {
    expect(siteUrlFrom({ SITE_URL: "https://www.navkartours.in/", NETLIFY: "true", URL: "https://x.netlify.app" })).toBe(
      "https://www.navkartours.in",
    );
  });
  it("on Netlify without SITE_URL, the address Netlify gives the build", () => {
    expect(siteUrlFrom({ NETLIFY: "true", URL: "https://navkar.netlify.app" })).toBe("https://navkar.netlify.app");
    expect(deployProblem({ NETLIFY: "true", URL: "https://navkar.netlify.app", CI: "true" })).toBeNull();
  });
  it("on Cloudflare Pages or in CI without SITE_URL, the deploy build stops with one line naming SITE_URL", () => {
    for (const env of [{ CF_PAGES: "1" }, { CI: "true" }, { CI: "true", SITE_URL: " " }]) {
      const problem = deployProblem(env);
      expect(problem).toMatch(/^SITE_URL is not set/);
      expect(problem).not.toContain("\n");
    }
  });
  it("build:deploy's first step exits with that line on Cloudflare Pages", () => {
    const env = { ...process.env, CF_PAGES: "1", SITE_URL: "", NETLIFY: "" };
    const run = spawnSync(process.execPath, [fileURLToPath(new URL("../scripts/check-deploy.ts", import.meta.url))], {
      env,
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    expect(run.stderr).toContain("SITE_URL");
  });
  it("a local build keeps the sample", () => {
    expect(siteUrlFrom({})).toBe(SAMPLE_SITE_URL);
    expect(deployProblem({})).toBeNull();
    expect(deployProblem({ CI: "true", SITE_URL: "https://www.navkartours.in" })).toBeNull();
  });
});

describe("analytics, by the build's variables", () => {
  const UUID = "0f0e5e3c-8d0b-4c57-9a55-3f2a1b0c9d7e";
  it("is off without ANALYTICS", () => {
    expect(analyticsFrom({}).analytics).toBeNull();
    expect(analyticsFrom({ ANALYTICS: " " })).toEqual({ analytics: null, warning: undefined });
  });
  it("Plausible or Umami, hosted by default, or at the owner's own address; the CSP's origin", () => {
    expect(analyticsFrom({ ANALYTICS: "plausible", ANALYTICS_SITE: "NavkarTours.in" }).analytics).toEqual({
      collector: "plausible",
      endpoint: "https://plausible.io/api/event",
      origin: "https://plausible.io",
      site: "navkartours.in",
    });
    expect(analyticsFrom({ ANALYTICS: "Umami", ANALYTICS_URL: "https://stats.example.in/umami/", ANALYTICS_SITE: UUID }).analytics).toEqual(
      {
        collector: "umami",
        endpoint: "https://stats.example.in/umami/api/send",
        origin: "https://stats.example.in",
        site: UUID,
      },
    );
    expect(analyticsFrom({ ANALYTICS: "umami", ANALYTICS_SITE: UUID }).analytics?.endpoint).toBe("https://cloud.umami.is/api/send");
    expect(
      analyticsFrom({ ANALYTICS: "plausible", ANALYTICS_URL: "http://127.0.0.1:4252", ANALYTICS_SITE: "navkartours.in" }).analytics?.origin,
    ).toBe("http://127.0.0.1:4252");
  });
  it.each([
    [{ ANALYTICS: "google" }, "ANALYTICS"],
    [{ ANALYTICS: "plausible", ANALYTICS_URL: "http://plausible.io", ANALYTICS_SITE: "navkartours.in" }, "ANALYTICS_URL"],
    [{ ANALYTICS: "plausible", ANALYTICS_URL: "plausible.io", ANALYTICS_SITE: "navkartours.in" }, "ANALYTICS_URL"],
    [{ ANALYTICS: "plausible", ANALYTICS_URL: "http://localhost:8000", ANALYTICS_SITE: "navkartours.in" }, "ANALYTICS_URL"],
    [{ ANALYTICS: "umami", ANALYTICS_URL: "https://cloud.umami.is/?x=1", ANALYTICS_SITE: UUID }, "ANALYTICS_URL"],
    [{ ANALYTICS: "plausible" }, "ANALYTICS_SITE"],
    [{ ANALYTICS: "plausible", ANALYTICS_SITE: "https://navkartours.in/" }, "ANALYTICS_SITE"],
    [{ ANALYTICS: "umami", ANALYTICS_SITE: "navkartours.in" }, "ANALYTICS_SITE"],
  ])("refuses %j with one line naming %s", (env, variable) => {
    const { analytics, problem } = analyticsFrom(env);
    expect(analytics).toBeNull();
    expect(problem).toMatch(new RegExp(`^${variable} `));
    expect(problem).not.toContain("\n");
  });
  it("warns when the address or site is set without ANALYTICS", () => {
    expect(analyticsFrom({ ANALYTICS_SITE: "navkartours.in" }).warning).toMatch(/^ANALYTICS_SITE set but ANALYTICS is not/);
  });
  it("the build stops with that line, before writing anything", () => {
    const { command, args, shell } = npmCommand(["run", "build"]);
    const run = spawnSync(command, args, {
      shell,
      encoding: "utf8",
      env: { ...process.env, BUILD_DIR: "build-analytics-refused", ANALYTICS: "matomo" },
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(`ANALYTICS is "matomo": it must be plausible or umami`);
    expect(existsSync("build-analytics-refused")).toBe(false);
  }, 60_000);
  it("every host passes the three variables to the build", () => {
    const names = ["ANALYTICS", "ANALYTICS_URL", "ANALYTICS_SITE"];
    const build = pages.jobs.deploy.steps!.find((s) => s.run === DEPLOY_BUILD)!;
    expect(Object.keys(build.env ?? {})).toEqual(expect.arrayContaining(names));
    for (const file of ["netlify.toml", "wrangler.toml"]) for (const name of names) expect(read(file), file).toContain(name);
  });
});
