/**
 * Hydrates the cars page's island (components/cars-island.tsx) from the data the page
 * carries: React, without a router, on that one part of the page. In a transition, so that
 * React hydrates in slices of a few milliseconds and a tap in between is answered at once
 * (a plain hydrateRoot renders the whole island in one long task).
 */
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { CARS_DATA_ID, CARS_ISLAND_ID, CarsIsland, type CarsIslandData } from "#app/components/cars-island.tsx";

const island = document.getElementById(CARS_ISLAND_ID);
const json = document.getElementById(CARS_DATA_ID)?.textContent;
if (island && json) {
  const data = JSON.parse(json) as CarsIslandData;
  startTransition(() => void hydrateRoot(island, <CarsIsland data={data} />));
}
