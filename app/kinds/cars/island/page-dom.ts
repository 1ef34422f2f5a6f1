/**
 * The parts of the cars page that its scripts find, by id and attribute: the page's HTML
 * (kinds/cars/car-grid.tsx, car-card.tsx, planner-island.tsx) writes them, and its scripts (page-script.ts, the
 * island) read them. No imports, so that the page's small script brings nothing else along.
 */

/** The element React hydrates (the planner), and the JSON block of its data. */
export const PLANNER_ISLAND_ID = "planner-island";
export const PLANNER_DATA_ID = "planner-island-data";
/** On the island while its planner is loading or loaded (page-script.ts): the mark, not a variable, so the tests see the wake itself. */
export const WAKING_ATTRIBUTE = "data-waking";
/**
 * On the data's block in a built page: the address of the file that holds the data, which
 * the build moved out of the page (scripts/steps/planner-data.ts, decision 025). Under
 * `npm run dev` the block holds the data itself.
 */
export const PLANNER_DATA_SRC_ATTRIBUTE = "data-src";
/** That file's name begins so, then its language: `planner-data-gu-<hash>.json`. */
export const PLANNER_DATA_FILE_PREFIX = "planner-data-";
export const plannerDataFileStart = (lang: string) => `${PLANNER_DATA_FILE_PREFIX}${lang}-`;

/** On a car's item in the grid: its seats, which the planner's group size is held against. */
export const SEATS_ATTRIBUTE = "data-seats";
/** On a card's two marks, "fits" and "small": hidden until the planner shows one (`data-shown`). */
export const FIT_ATTRIBUTE = "data-fit";
/** On each of the filter's buttons: the count to announce when it is chosen. */
export const COUNT_ATTRIBUTE = "data-count";
/** On a card's "Plan a trip" link: the page's script takes the tap without a reload. */
export const PLAN_LINK_ATTRIBUTE = "data-plan";
