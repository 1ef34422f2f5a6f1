import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { MAX_PLACE, type PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";
import { type Stops, stopId } from "./use-stops.ts";

/**
 * The stops after the drop, each with its buttons to move it up or down and to remove it, and
 * the button to add one. Apart because only React draws them (use-stops.ts): the page as
 * built has the add button alone.
 */
export function StopList({
  copy,
  stops: { stops, stopLabel, addStop, removeStop, moveStop, setValue },
  hidden,
}: {
  copy: PlannerWords;
  stops: Stops;
  /** A tour names its own places. */
  hidden: boolean;
}) {
  return (
    <div className="sm:col-span-2" hidden={hidden}>
      {stops.length > 0 && (
        <ol className="mb-3 space-y-3" data-testid="stops">
          {stops.map((stop, i) => {
            const name = stopLabel(i);
            const button = (key: string, label: string, onClick: () => void, icon: React.ReactNode, off = false) => (
              <button
                type="button"
                id={`${stopId(stop.id)}-${key}`}
                aria-label={label}
                title={label}
                aria-disabled={off || undefined}
                onClick={onClick}
                className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-xl border border-border bg-bg aria-disabled:cursor-default aria-disabled:opacity-40"
              >
                {icon}
              </button>
            );
            return (
              <li key={stop.id}>
                <label htmlFor={stopId(stop.id)} className="block font-medium">
                  {copy.stop(i + 2)}
                </label>
                <div className="mt-1 flex items-center gap-1">
                  <input
                    type="text"
                    id={stopId(stop.id)}
                    name="stop"
                    autoComplete="off"
                    maxLength={MAX_PLACE}
                    value={stop.value}
                    onChange={(e) => setValue(stop.id, e.target.value)}
                    className="block min-h-12 w-full min-w-0 flex-1 rounded-xl border border-border bg-bg px-3 text-base text-fg"
                  />
                  {button("up", copy.moveUp(name), () => moveStop(i, -1), <ArrowUp aria-hidden="true" className="size-5" />, i === 0)}
                  {button(
                    "down",
                    copy.moveDown(name),
                    () => moveStop(i, 1),
                    <ArrowDown aria-hidden="true" className="size-5" />,
                    i === stops.length - 1,
                  )}
                  {button("remove", copy.remove(name), () => removeStop(i), <X aria-hidden="true" className="size-5" />)}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        id="plan-add-stop"
        onClick={() => addStop()}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border bg-bg px-4 font-medium"
      >
        <Plus aria-hidden="true" className="size-5" />
        {copy.addStop}
      </button>
    </div>
  );
}
