import { useWords } from "./words.tsx";
import { cars } from "#app/content/fleet/cars.ts";
import { carRate, rateCard } from "#app/content/fleet/rates.ts";
import { GST_RATE } from "#app/lib/fare.ts";
import { rupees } from "#app/lib/money.ts";

/**
 * What every fare on the site is, and what it leaves out, from the owner's rate card: the
 * minimum a day, how a one-way drop is billed (not beside a tour, which has none), GST, the night allowance, what is paid on
 * the way, and that a figure is an estimate. Beside the rate card, a place's fares and a
 * tour's; nothing without a rate card.
 */
export function FareNotes({ className = "", oneWay = true }: { className?: string; oneWay?: boolean }) {
  const { fares } = useWords();
  if (!rateCard) return null;
  const rates = cars.flatMap((c) => carRate(c.id) ?? []);
  const rules = [
    rateCard.minKmPerDay > 0 ? fares.minKm(rateCard.minKmPerDay) : null,
    // How a drop is billed, car by car (a tour has no drop).
    oneWay && rates.some((r) => r.oneWayPerKm !== undefined) ? fares.oneWayRate(rateCard.oneWayMinKm) : null,
    oneWay && rates.some((r) => r.oneWayPerKm === undefined) ? fares.oneWayAsReturn : null,
    rateCard.gstIncluded ? fares.gstIncluded : fares.gstExtra(GST_RATE * 100),
    rateCard.nightAllowance ? fares.night(rupees(rateCard.nightAllowance)) : null,
  ].filter((x) => x !== null);
  return (
    <div className={`max-w-prose text-muted ${className}`}>
      <ul className="list-disc space-y-1 ps-5 marker:text-accent">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <p className="mt-3 font-semibold text-fg">{fares.notIncludedTitle}</p>
      <ul className="mt-1 list-disc space-y-1 ps-5 marker:text-accent">
        {fares.notIncluded.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{fares.estimateNote}</p>
    </div>
  );
}
