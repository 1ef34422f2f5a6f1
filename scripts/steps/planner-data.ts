/**
 * The planner's data leaves the cars page for a file of its own (decision 025). A page
 * prerenders its island's data inline (kinds/cars/island/planner-island.tsx, its type island-data.ts), as `npm run dev`
 * serves it; the build moves it to `assets/planner-data-<lang>-<hash>.json` and leaves the block
 * empty, pointing at the file. The page's script fetches it when it wakes the planner, beside
 * React (kinds/cars/island/page-script.ts). The page's first bytes then fit the first round trip.
 */
import { createHash } from "node:crypto";
import { PLANNER_DATA_ID, PLANNER_DATA_SRC_ATTRIBUTE, plannerDataFileStart } from "#app/kinds/cars/island/page-dom.ts";

const BLOCK = new RegExp(`<script type="application/json" id="${PLANNER_DATA_ID}">([\\s\\S]*?)</script>`);

/**
 * The page with its planner's data moved out, and the file to write (name under `assets/`
 * and text), or the page as it was when it has no planner. The name is the language and the
 * data's hash, so a file is cached for good and a new deploy's data has a new name.
 */
export function plannerDataApart(html: string, basePath: string): { html: string; file?: { name: string; text: string } } {
  const block = html.match(BLOCK);
  if (!block) return { html };
  // The block's text is the JSON with "<" escaped for HTML; as a file it needs no escape.
  const data = JSON.parse(block[1]) as { lang: string };
  const text = JSON.stringify(data);
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 10);
  const name = `${plannerDataFileStart(data.lang)}${hash}.json`;
  const empty = `<script type="application/json" id="${PLANNER_DATA_ID}" ${PLANNER_DATA_SRC_ATTRIBUTE}="${basePath}assets/${name}"></script>`;
  return { html: html.replace(block[0], empty), file: { name, text } };
}
