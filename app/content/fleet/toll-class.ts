/** The classes the toll plazas charge our cars by (lib/tolls.ts adds up their fees). */
export type TollClass = "car" | "van";

/**
 * A car's class at the plazas: more than 8 passengers (a Tempo Traveller, an Urbania) is a
 * mini bus, charged as a light commercial vehicle by the National Highways fee rules; the rest
 * are cars, jeeps and vans.
 */
export const tollClass = (capacity: number): TollClass => (capacity > 8 ? "van" : "car");
