/**
 * The days of the week as data/hours.json names them, Monday first as the week is written in
 * India. Apart from the schema so that the planner's script (lib/clock.ts) takes the list
 * without zod.
 */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
