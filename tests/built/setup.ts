/** The built-page checks need the build: without it they stop at once and say what to run. */
import { existsSync } from "node:fs";
import path from "node:path";
import { OUT } from "./pages.ts";

export default function setup() {
  if (!existsSync(path.join(OUT, "index.html"))) throw new Error(`No build in ${OUT}: run \`npm run build\` first.`);
}
