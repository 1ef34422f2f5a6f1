/**
 * Hydrates the cars page's island (planner-island.tsx), its trip planner, from its
 * data (which page-script.ts brings, decision 025): React, without a router, on that one
 * part of the page. In a transition, so that React hydrates in slices of a few milliseconds
 * and a tap in between is answered at once (a plain hydrateRoot renders the whole island in
 * one long task); a tap or a key in a field meanwhile is left to the browser, so that it does
 * not make React hydrate the rest at once (planner/while-hydrating.ts). Built as a file of its
 * own named after this one, `planner-root-<hash>.js`:
 * the browser tests know the planner's files by their `planner-` start.
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { PLANNER_ISLAND_ID } from "./page-dom.ts";
import type { PlannerIslandData } from "./island-data.ts";
import { PlannerIsland } from "./planner-island.tsx";
import { fieldsWhileHydrating } from "./planner/while-hydrating.ts";

export function hydratePlanner(data: unknown) {
  const island = document.getElementById(PLANNER_ISLAND_ID);
  if (!island || !data) return;
  fieldsWhileHydrating(island);
  startTransition(() => void hydrateRoot(island, <PlannerIsland data={data as PlannerIslandData} />));
}
