import { useEffect, useRef, useState } from "react";
import type { PlannerWords } from "#app/kinds/cars/island/trip/trip.ts";

/**
 * The stops after the drop, in order: added, moved and removed by React only (the form
 * without them works before hydration). Apart because the list keeps its own state: each
 * change is said in the planner's live region, and the focus goes where the visitor's next
 * step is.
 */
export type Stops = ReturnType<typeof useStops>;

/** A stop's input id; its buttons add "-up", "-down" and "-remove". */
export const stopId = (id: number) => `plan-stop-${id}`;

/** `update` estimates again: it runs once the changed stops are in the form. */
export function useStops(copy: PlannerWords, update: () => void) {
  const [stops, setStops] = useState<{ id: number; value: string }[]>([]);
  const nextId = useRef(0);
  const focusNext = useRef<string | null>(null);
  const [said, setSaid] = useState("");
  // The drop is stop 1: the first stop added is stop 2. "Stop 2, Somnath" once filled in.
  const stopLabel = (i: number, value = stops[i].value) => [copy.stop(i + 2), value.trim()].filter(Boolean).join(", ");
  /** Adds stops at the end; `focus` false leaves the focus where it is (stops from the address). */
  const addStop = (values: string[] = [""], focus = true) => {
    const added = values.map((value) => ({ id: nextId.current++, value }));
    setStops((list) => [...list, ...added]);
    setSaid(copy.added(copy.stop(stops.length + 2)));
    focusNext.current = focus ? stopId(added[0].id) : null;
  };
  const removeStop = (i: number) => {
    setStops(stops.filter((_, j) => j !== i));
    setSaid(copy.removed(stopLabel(i)));
    const next = stops[i + 1] ?? stops[i - 1];
    focusNext.current = next ? stopId(next.id) : "plan-add-stop";
  };
  const moveStop = (i: number, by: -1 | 1) => {
    const j = i + by;
    if (j < 0 || j >= stops.length) return;
    const list = [...stops];
    [list[i], list[j]] = [list[j], list[i]];
    setStops(list);
    setSaid(copy.moved(stopLabel(j, stops[i].value)));
    focusNext.current = `${stopId(stops[i].id)}-${by < 0 ? "up" : "down"}`;
  };
  const setValue = (id: number, value: string) => setStops(stops.map((s) => (s.id === id ? { ...s, value } : s)));
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update reads the fields just rendered
  }, [stops]);
  return { stops, said, stopLabel, addStop, removeStop, moveStop, setValue };
}
