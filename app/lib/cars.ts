import type { Car } from "~/content/cars";

/** How a car is named where two share a model name: "Urbania (13 seats)". */
export function carLabel(car: Pick<Car, "name" | "capacity">): string {
  return `${car.name} (${car.capacity} seats)`;
}

export function carsForGroup<T extends Pick<Car, "capacity">>(list: T[], range: { min: number; max: number }): T[] {
  return list.filter((c) => c.capacity >= range.min && c.capacity <= range.max);
}
