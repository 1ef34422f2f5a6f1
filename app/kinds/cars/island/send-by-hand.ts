/**
 * A send that reaches WhatsApp when the planner is not there to write it, in the cars page's
 * script. The page's inline script (inline/hydration.ts) holds a send tapped before React
 * listens, and marks its form (`HELD_ATTRIBUTE`); this script notes later sends itself. Once
 * the planner has failed (`PLANNER_FAILED_EVENT`, after its one retry), or a held send has
 * waited `HELD_SEND_WAIT_MS` (its files stalled, or slow on a weak link), the message is
 * written from the fields as typed, each shown and filled in as "label: value", after the
 * general message of the link shown without JavaScript (in the page's language, to the
 * booking number), and opened. The links shown without JavaScript show too, and from then on
 * their WhatsApp link carries the trip as typed, kept up with each change, for a browser that
 * blocks the tab and for a visitor who taps it instead. Once React hydrates, all of this
 * stands down. Here, not inline: the cars page's first bytes fit one round trip. Should this
 * script itself be lost or late, the inline script shows those links, and this script, if it
 * comes, writes the held send at once.
 */
import {
  FAILED_ATTRIBUTE,
  HELD_ATTRIBUTE,
  HELD_SEND_WAIT_MS,
  HYDRATED_EVENT,
  PLANNER_FAILED_EVENT,
  READY_ATTRIBUTE,
} from "#app/inline/hydration.ts";
import { whatsappText } from "#app/lib/links.ts";

/** The link shown without JavaScript, to the booking number with the page's general message. */
const linkOf = (form: HTMLFormElement) => form.closest("section")?.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');

/** The general message, then each field shown and filled in, as "label: value". */
function tripText(form: HTMLFormElement, general: string) {
  const lines = [general];
  for (const field of form.elements as unknown as (HTMLInputElement | HTMLSelectElement)[]) {
    let value = field.value;
    const type = field.type;
    if (!field.name || !value || type === "submit" || type === "button" || (type === "radio" && !(field as HTMLInputElement).checked))
      continue;
    if (!field.getClientRects().length) continue;
    let label: string | null | undefined;
    if (type === "radio") {
      label = field.closest("fieldset")?.querySelector("legend")?.textContent;
      value = field.closest("label")?.textContent ?? value;
    } else label = field.labels?.[0]?.firstChild?.textContent;
    if (field instanceof HTMLSelectElement) value = field.options[field.selectedIndex].text;
    if (type === "date") value = value.split("-").reverse().join("/");
    lines.push((label ? `${label.trim()}: ` : "") + value.trim());
  }
  return lines.join("\n");
}

/** Listens at once: a send may come before the page is idle. */
export function sendByHand(island: HTMLElement) {
  let failed = false;
  let hydrated = false;
  let held: HTMLFormElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each form's link, with its general message as built: the trip is written after it.
  const general = new Map<HTMLFormElement, { base: string; text: string }>();
  /** The form's link, carrying the trip as it stands now. */
  const carryTrip = (form: HTMLFormElement) => {
    const link = linkOf(form);
    if (!link) return;
    if (!general.has(form)) {
      const [base, text] = link.href.split("?text=");
      general.set(form, { base, text: decodeURIComponent(text ?? "") });
    }
    const { base, text } = general.get(form)!;
    link.href = `${base}?text=${whatsappText(tripText(form, text))}`;
    return link;
  };
  const write = (form: HTMLFormElement) => {
    form.removeAttribute(HELD_ATTRIBUTE);
    const link = carryTrip(form);
    if (!link) return;
    const opened = open(link.href, "_blank");
    if (opened) opened.opener = null;
    else link.focus();
  };
  const fail = () => {
    if (failed || hydrated) return;
    failed = true;
    clearTimeout(timer);
    island.setAttribute(FAILED_ATTRIBUTE, "");
    for (const form of island.querySelectorAll("form")) carryTrip(form);
    if (held?.isConnected) write(held);
    held = undefined;
  };
  const wait = (form: HTMLFormElement) => {
    held = form;
    timer ??= setTimeout(fail, HELD_SEND_WAIT_MS);
  };
  // A send tapped from now on, while React does not listen (the inline script holds it for React).
  const send = (e: Event) => {
    const form = (e.target as Element).closest?.("button[type=submit]")?.closest("form");
    if (!form || !island.contains(form)) return;
    if (failed) write(form);
    else wait(form);
  };
  // Once failed, the link shown carries each change as it is typed.
  const typed = (e: Event) => {
    const form = (e.target as Element).closest?.("form");
    if (failed && form && island.contains(form)) carryTrip(form);
  };
  addEventListener("click", send, true);
  addEventListener("input", typed, true);
  addEventListener("change", typed, true);
  addEventListener(PLANNER_FAILED_EVENT, fail);
  island.setAttribute(READY_ATTRIBUTE, "");
  // A send held before this script arrived: written at once if the inline script gave up
  // waiting for this script, else it waits from now on.
  const early = island.querySelector<HTMLFormElement>(`form[${HELD_ATTRIBUTE}]`);
  if (early && island.hasAttribute(FAILED_ATTRIBUTE)) {
    held = early;
    fail();
  } else if (early) wait(early);
  addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      held = undefined;
      clearTimeout(timer);
      removeEventListener("click", send, true);
      removeEventListener("input", typed, true);
      removeEventListener("change", typed, true);
      island.removeAttribute(FAILED_ATTRIBUTE);
    },
    { once: true },
  );
}
