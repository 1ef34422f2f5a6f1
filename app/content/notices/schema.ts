/**
 * The schema of `data/notices.json` (the owner's "Notices"): short news for travellers with
 * dates, such as the crowds at Dwarka on Janmashtami or a road closed for repairs, each for the
 * places and tours it concerns. The pages show a notice until its last day (lib/notices.ts);
 * whether each place, stop and tour it names exists is checked against the other files by
 * rules.ts.
 */
import { z } from "zod";
import { SLUG, textOf } from "#app/content/schema-kit.ts";
import { isDate } from "#app/content/business/time.ts";

/** A date as the owner types it and the file keeps it: year, month, day. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A notice is a few sentences at most: a box above the page's own words, not an article. */
export const NOTICE_MAX = 400;

/** Gujarati and Hindi letters (their Unicode blocks): a notice in the wrong box is caught. */
const SCRIPTS = { gu: /[\u0A80-\u0AFF]/, hi: /[\u0900-\u097F]/ } as const;

const noticeText = textOf("paragraph", NOTICE_MAX);
const date = (title: string, hint: string) =>
  z
    .string({ error: "must be a date like 2027-08-25 (year-month-day)" })
    .regex(ISO_DATE, "must be a date like 2027-08-25 (year-month-day)")
    .refine(isDate, "is not a date of the calendar: check the day and the month")
    .meta({ title, hint, date: true });

export function noticesSchema() {
  return z.object({
    notices: z
      .array(
        z
          .object({
            text: z
              .object({
                en: noticeText.meta({ title: "In English" }),
                gu: noticeText.regex(SCRIPTS.gu, "must be written in Gujarati letters (ગુજરાતી અક્ષરોમાં)").meta({ title: "In Gujarati" }),
                hi: noticeText.regex(SCRIPTS.hi, "must be written in Hindi letters (हिन्दी अक्षरों में)").meta({ title: "In Hindi" }),
              })
              .meta({
                title: "The notice",
                hint: "One or two short sentences, in each language, e.g. “Janmashtami: Dwarka is very crowded; the temple's hours change.”",
              }),
            from: date("First day", "The first day the notice is about. Pages show it ahead of time, with its dates."),
            to: date("Last day", "The last day it is about: the next day it disappears from every page by itself."),
            places: z
              .array(
                z
                  .string()
                  .regex(SLUG, "must be the web address name of a place or a stop, e.g. dwarka or bet-dwarka")
                  .meta({ title: "Place", hint: "A place or a stop of the tours.", choose: "stops" }),
              )
              .max(10, "must name at most 10 places")
              .meta({ singular: "Place" })
              .optional()
              .meta({
                title: "Places it concerns",
                hint: "The notice shows on each place's page, and on the page of every tour that stops there.",
              }),
            tours: z
              .array(
                z
                  .string()
                  .regex(SLUG, "must be the web address name of a tour, e.g. dwarka-somnath")
                  .meta({ title: "Tour", hint: "One of your Tours.", choose: "tours" }),
              )
              .max(10, "must name at most 10 tours")
              .meta({ singular: "Tour" })
              .optional()
              .meta({ title: "Tours it concerns", hint: "The notice shows on each tour's page. Leave empty if the places say enough." }),
          })
          .superRefine((n, ctx) => {
            if (isDate(n.from) && isDate(n.to) && n.to < n.from)
              ctx.addIssue({ code: "custom", path: ["to"], message: `must be on or after the first day (${n.from})` });
            if (!n.places?.length && !n.tours?.length)
              ctx.addIssue({
                code: "custom",
                path: ["places"],
                message: "must name at least one place or one tour, or the notice shows nowhere",
              });
          }),
      )
      .max(30, "must hold at most 30 notices: take out the ones that have ended")
      .meta({
        title: "Notices",
        singular: "Notice",
        summary: "{{fields.from}} – {{fields.to}}: {{fields.text.en}}",
        hint: "News for travellers with dates (a festival's crowds, a road closed for repairs), shown on the pages of the places and tours it concerns until its last day.",
      }),
  });
}

/** notices.json as stored. */
export type NoticesData = z.infer<ReturnType<typeof noticesSchema>>;
export type Notice = NoticesData["notices"][number];
