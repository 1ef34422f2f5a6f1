/**
 * The shortest known road between two stops, and a trip of several stops counted as the
 * trade counts it: from the office, through the stops in the visitor's order, back to the
 * office (docs/decisions/017-fares-from-the-rate-card.md). Pure: the roads come in as
 * legs (the roads table, `data/roads.json`, plus each place's own road from the city), so
 * the planner and the tests read the same numbers.
 */

/** A road of the table, either way: its two ends (by web address name), km and minutes of driving. */
export interface Leg {
  from: string;
  to: string;
  km: number;
  minutes: number;
}

export interface Distance {
  km: number;
  minutes: number;
}

/**
 * The shortest road by km from `from` to `to` over `legs` (each counts both ways), with the
 * minutes of driving along it; null when no known road joins them. A small Dijkstra: the
 * table has a few dozen roads.
 */
export function shortestRoad(legs: readonly Leg[], from: string, to: string): Distance | null {
  if (from === to) return { km: 0, minutes: 0 };
  const best = new Map<string, Distance>([[from, { km: 0, minutes: 0 }]]);
  const done = new Set<string>();
  for (;;) {
    let here: string | undefined;
    for (const [stop, d] of best) if (!done.has(stop) && (here === undefined || d.km < best.get(here)!.km)) here = stop;
    if (here === undefined) return null;
    if (here === to) return best.get(to)!;
    done.add(here);
    const at = best.get(here)!;
    for (const leg of legs) {
      const next = leg.from === here ? leg.to : leg.to === here ? leg.from : undefined;
      if (next === undefined || done.has(next)) continue;
      const km = at.km + leg.km;
      const known = best.get(next);
      if (!known || km < known.km) best.set(next, { km, minutes: at.minutes + leg.minutes });
    }
  }
}

/**
 * A trip through `stops` in order, office to office: the car leaves `office`, takes the
 * shortest known road to each stop in turn and comes back (Jamnagar → Dwarka is Rajkot →
 * Jamnagar → Dwarka → Rajkot). The km and minutes in all, or the index in `stops` of the
 * first stop that no known road reaches.
 */
export function circuit(legs: readonly Leg[], office: string, stops: readonly string[]): Distance | { unknown: number } {
  const path = [office, ...stops, office];
  let total: Distance = { km: 0, minutes: 0 };
  for (let i = 1; i < path.length; i++) {
    const road = shortestRoad(legs, path[i - 1], path[i]);
    // The stop that no road reaches: the one arrived at, or the one left from when it is the way back.
    if (!road) return { unknown: i <= stops.length ? i - 1 : stops.length - 1 };
    total = { km: total.km + road.km, minutes: total.minutes + road.minutes };
  }
  return total;
}
