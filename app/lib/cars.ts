import type { Car } from "#app/content/fleet/cars.ts";

export function carsForGroup<T extends Pick<Car, "capacity">>(list: T[], range: { min: number; max: number }): T[] {
  return list.filter((c) => c.capacity >= range.min && c.capacity <= range.max);
}
