/**
 * A send that reaches WhatsApp when the planner's files fail, in the cars page's script. The
 * page's inline script (inline/hydration.ts) holds a send tapped before React listens, and
 * marks its form (`HELD_ATTRIBUTE`); this script notes later sends itself. Once the planner
 * has failed (`PLANNER_FAILED_EVENT`, after its one retry), or a held send has waited
 * `HELD_SEND_WAIT_MS`, the message is written from the fields as typed, each shown and filled
 * in as "label: value", after the general message of the link shown without JavaScript (in
 * the page's language, to the booking number), and opened; the links shown without
 * JavaScript show too, that link carrying the trip, for a browser that blocks the tab. Once
 * React hydrates, all of this stands down. Here, not inline: the cars page's first bytes fit
 * one round trip. Should this script itself be lost, the inline script shows those links.
 */
import { FAILED_ATTRIBUTE, HELD_ATTRIBUTE, HELD_SEND_WAIT_MS, HYDRATED_EVENT, PLANNER_FAILED_EVENT } from "#app/inline/hydration.ts";

function write(form: HTMLFormElement) {
  const link = form.closest("section")?.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]');
  if (!link) return;
  const [base, text] = link.href.split("?text=");
  const lines = [decodeURIComponent(text ?? "")];
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
  link.href = `${base}?text=${encodeURIComponent(lines.join("\n"))}`;
  const opened = open(link.href, "_blank");
  if (opened) opened.opener = null;
  else link.focus();
}

/** Listens at once: a send may come before the page is idle. */
export function sendByHand(island: HTMLElement) {
  let failed = false;
  let hydrated = false;
  let held: HTMLFormElement | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fail = () => {
    if (failed || hydrated) return;
    failed = true;
    clearTimeout(timer);
    island.setAttribute(FAILED_ATTRIBUTE, "");
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
  addEventListener("click", send, true);
  addEventListener(PLANNER_FAILED_EVENT, fail);
  // A send held before this script arrived waits from now on.
  const early = island.querySelector<HTMLFormElement>(`form[${HELD_ATTRIBUTE}]`);
  if (early) wait(early);
  addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      held = undefined;
      clearTimeout(timer);
      removeEventListener("click", send, true);
      island.removeAttribute(FAILED_ATTRIBUTE);
    },
    { once: true },
  );
}
