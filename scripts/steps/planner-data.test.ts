import { describe, expect, it } from "vitest";
import { PLANNER_DATA_ID } from "#app/kinds/cars/island/page-dom.ts";
import { plannerDataApart } from "./planner-data.ts";

const data = { lang: "gu", phone: "+910000000000", note: "</script> stays data" };
// As the page writes it (kinds/cars/island/planner-island.tsx): "<" escaped so that it cannot end the block.
const block = `<script type="application/json" id="${PLANNER_DATA_ID}">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;
const page = `<html><body><div id="planner-island">…</div>${block}<p>after</p></body></html>`;

describe("the planner's data, apart from the page", () => {
  it("moves the data into a file named by language and content, and points the page's block at it", () => {
    const { html, file } = plannerDataApart(page, "/");
    expect(file!.name).toMatch(/^planner-data-gu-[\w-]{10}\.json$/);
    expect(JSON.parse(file!.text)).toEqual(data);
    expect(html).toBe(
      `<html><body><div id="planner-island">…</div><script type="application/json" id="${PLANNER_DATA_ID}" data-src="/assets/${file!.name}"></script><p>after</p></body></html>`,
    );
  });

  it("points under the base path, and names other data otherwise", () => {
    const { html, file } = plannerDataApart(page, "/navkar/");
    expect(html).toContain(`data-src="/navkar/assets/${file!.name}"`);
    const other = plannerDataApart(page.replace("+910000000000", "+911111111111"), "/");
    expect(other.file!.name).not.toBe(file!.name);
  });

  it("leaves a page without a planner as it is", () => {
    const plain = "<html><body><p>A place</p></body></html>";
    expect(plannerDataApart(plain, "/")).toEqual({ html: plain });
  });
});
