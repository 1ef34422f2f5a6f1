import { useWords } from "./words.tsx";
import { business } from "#app/content/business/business.ts";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { pageWords } from "#app/content/words/words.ts";
import { GST_RATE } from "#app/lib/fare.ts";
import { rupees } from "#app/lib/money.ts";
import { localePath } from "#app/lib/i18n.ts";
import { QUESTION_IDS } from "#app/lib/questions.ts";
import { siteHref } from "#app/lib/urls.ts";
import { QUESTIONS_PATH } from "#app/site-pages.ts";

/**
 * What every fare on the site is, and what it leaves out, from the owner's rate card: the
 * minimum a day, how a one-way drop is billed (not beside a tour, which has none), GST, the night allowance, what is paid on
 * the way, and that a figure is an estimate. Beside the rate card, a place's fares and a
 * tour's; nothing without a rate card.
 */
/** How the drops of these cars are billed: at a one-way rate, as a return trip, or both (each once). */
export const dropRules = (rates: { oneWayPerKm?: number }[]): ("rate" | "as-return")[] => [
  ...(rates.some((r) => r.oneWayPerKm !== undefined) ? (["rate"] as const) : []),
  ...(rates.some((r) => r.oneWayPerKm === undefined) ? (["as-return"] as const) : []),
];

export function FareNotes({
  className = "",
  oneWay = true,
  tollsIncluded = false,
  carIds,
}: {
  className?: string;
  oneWay?: boolean;
  /** The fares beside hold the tolls of their road (the owner's switch, with its plazas known): no "toll tax" left out. */
  tollsIncluded?: boolean;
  /**
   * The cars whose fares stand beside (a car's page: its sizes), by number: the notes on a drop
   * are theirs alone, so a van's page never says a drop counts only the km there. All cars when not given.
   */
  carIds?: number[];
}) {
  const { fares, lang } = useWords();
  if (!rateCard) return null;
  const card = rateCard;
  // Each note links to the answer it concerns on the questions page.
  const answer = (id: string) => siteHref(`${localePath(lang, QUESTIONS_PATH)}#${id}`);
  const rates = cars.filter((c) => !carIds || carIds.includes(c.id)).flatMap((c) => carRate(c.id) ?? []);
  const questions = pageWords("questions", lang);
  const rules = [
    rateCard.minKmPerDay > 0 ? { text: fares.minKm(rateCard.minKmPerDay), id: QUESTION_IDS.km } : null,
    // How a drop is billed, car by car (a tour has no drop).
    ...(oneWay ? dropRules(rates) : []).map((rule) => ({
      text: rule === "rate" ? fares.oneWayRate(card.oneWayMinKm) : fares.oneWayAsReturn,
      id: QUESTION_IDS.oneWay,
    })),
    // A business not registered for GST adds none (content/fleet/rates.ts): the note says so.
    {
      text: !business.gst.registered
        ? questions.questions.gst.none
        : rateCard.gstIncluded
          ? fares.gstIncluded
          : fares.gstExtra(GST_RATE * 100),
      id: QUESTION_IDS.gst,
    },
    rateCard.nightAllowance ? { text: fares.night(rupees(rateCard.nightAllowance)), id: QUESTION_IDS.night } : null,
  ].filter((x) => x !== null);
  const link = "underline decoration-dotted underline-offset-4 hover:text-accent-text";
  return (
    <div className={`max-w-prose text-muted ${className}`}>
      <ul className="list-disc space-y-1 ps-5 marker:text-accent">
        {rules.map((r) => (
          <li key={r.text}>
            <a href={answer(r.id)} className={link}>
              {r.text}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-fg">
        <a href={answer(QUESTION_IDS.included)} className={link}>
          {fares.notIncludedTitle}
        </a>
      </p>
      <ul className="mt-1 list-disc space-y-1 ps-5 marker:text-accent">
        {[...(tollsIncluded ? [] : [fares.tollTax]), ...fares.notIncluded].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{fares.estimateNote}</p>
      {/* The terms a fare leaves open (waiting, AC, the balance, cancelling): their answers. A
          link alone on its line, in small print: at least 24 px tall, as a finger needs
          (WCAG 2.5.8; Lighthouse found it 20 px on the cars page). */}
      <p className="mt-2 text-sm">
        <a href={answer(QUESTION_IDS.late)} className={`${link} inline-flex min-h-6 items-center`}>
          {questions.questionsPage.termsLink}
        </a>
      </p>
    </div>
  );
}
