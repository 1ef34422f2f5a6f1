import { openState } from "#app/lib/hours.ts";

/**
 * "Open now · until 11:00 PM" or "Closed now · …" (components/open-now.tsx carries both
 * sentences and the hours), in India Standard Time, checked again every minute so that an
 * open page flips at opening and closing time.
 */
export function showOpenNow() {
  const line = document.querySelector<HTMLElement>("[data-open-now]");
  const text = line?.querySelector("span");
  if (!line || !text) return;
  const [utcOffset, opens, closes] = (line.dataset.openNow ?? "").split(" ");
  const update = () => {
    const { open } = openState(new Date(), { utcOffset, opens, closes });
    line.dataset.state = open ? "open" : "closed";
    text.textContent = (open ? line.dataset.open : line.dataset.closed) ?? "";
  };
  update();
  setInterval(update, 60_000);
}
