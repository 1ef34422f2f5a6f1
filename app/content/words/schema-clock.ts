/**
 * The words of the trip's clock, shared by the place pages (opening hours), the tour days
 * (their timetables) and the planner (its times, what is closed, when to leave): part of the
 * words every page shares (`clock` in data/words*.json). Times are written in running text as
 * the language says them ("બપોરે 1 વાગ્યે", "दोपहर 1 बजे"): the template carries the word
 * after the time, the time comes from the shared time format (hours.time).
 */
import { z } from "zod";
import { heading, name, plural, text, words } from "#app/content/schema-kit.ts";

export function clockWordsSchema() {
  return z
    .object({
      weekdays: z
        .array(name.meta({ title: "Day" }))
        .length(7, "must name the 7 days of the week, Monday first")
        .meta({
          title: "Days of the week",
          singular: "Day",
          hint: "Monday first, as the words “closed every …” use them: “Monday”, “સોમવારે”, “सोमवार”.",
        }),
      months: z
        .array(name.meta({ title: "Month" }))
        .length(12, "must name the 12 months, January first")
        .meta({ title: "Months", singular: "Month", hint: "January first, as a date is written: “16 June”." }),
      date: words("day", "month").meta({ title: "A day of the year", hint: "{day} and {month}, e.g. “{day} {month}” for 16 June." }),
      window: words("from", "to").meta({
        title: "Open from … to …",
        hint: "One time it is open; {from} and {to} are times, e.g. “{from} to {to}”, “{from}થી {to} સુધી”.",
      }),
      hoursTitle: heading.meta({ title: "Opening hours: title", hint: "Above the hours on a place's page and on a tour's day." }),
      namedTime: words("name", "time").meta({ title: "A named time", hint: "An aarti or a show: “{name}: {time}”." }),
      closedEvery: words("day").meta({ title: "Closed every week", hint: "{day} is a day of the week above, e.g. “Closed every {day}”." }),
      closedYearly: words("from", "to").meta({
        title: "Closed every year",
        hint: "{from} and {to} are days of the year, e.g. “Closed every year from {from} to {to}”.",
      }),
      checked: words("date").meta({
        title: "Hours checked on",
        hint: "Under the opening hours; {date} is the day they were checked, e.g. “Checked on {date}; times change on festival days.”",
      }),
      unofficial: text.meta({
        title: "Hours no authority publishes",
        hint: "Under a temple's or a sight's hours when its trust or operator publishes none (Opening hours → “No official hours”).",
      }),
      seasonNotice: words("season", "site").meta({
        title: "A season of other hours",
        hint: "A notice on the season's dates, e.g. “{season}: on the days its trust announces, the {site} keeps other hours; check the day's notice before you leave.” The season's own note follows it.",
      }),
      seasonDay: words("season", "date", "hours").meta({
        title: "An announced day's hours",
        hint: "Under a temple's hours, for each day its season's hours were announced: “{season} hours, {date}: {hours}”.",
      }),
      seasonDayTrip: words("date", "site", "season", "hours").meta({
        title: "Planner: a trip on an announced day",
        hint: "“On {date}, the {site} keeps its {season} hours: {hours}.” The trip's times follow these hours.",
      }),
      timetableTitle: heading.meta({ title: "Timetable: title", hint: "Above the times of the planner's trip and of each tour day." }),
      needTime: text.meta({ title: "Planner: no time yet", hint: "In the planner until a pickup time is given." }),
      leaves: words("place").meta({ title: "Timetable: leaves", hint: "“Leaves {place}”." }),
      reaches: words("place").meta({ title: "Timetable: reaches", hint: "“Reaches {place}”." }),
      nextDay: words("time").meta({ title: "A time on the next day", hint: "{time}, e.g. “{time}, next day”." }),
      stayAt: words("place").meta({
        title: "Planner: time at a stop",
        hint: "The label of the time spent at a stop, e.g. “Time at {place}”.",
      }),
      duration: plural("hours", "minutes").meta({ title: "A stay", hint: "E.g. “{hours} h {minutes} min”." }),
      durationHours: plural("hours").meta({ title: "A stay of whole hours", hint: "E.g. “{hours} h”." }),
      durationMinutes: words("minutes").meta({ title: "A stay under an hour", hint: "E.g. “{minutes} min”." }),
      returnLater: words("date").meta({
        title: "Planner: return on another day",
        hint: "After the times of the first day, e.g. “The return: {date}”.",
      }),
      breakAt: words("place", "time", "site", "closes", "opens").meta({
        title: "Reaches in a closing",
        hint: "“The car reaches {place} about {time}; {site} closes at {closes} and opens again at {opens}.”",
      }),
      opensLater: words("place", "time", "site", "opens").meta({
        title: "Reaches before it opens",
        hint: "“The car reaches {place} about {time}; {site} opens at {opens}.”",
      }),
      closedForDay: words("place", "time", "site", "closes", "opens").meta({
        title: "Reaches after it closes",
        hint: "“… {site} closes at {closes} and opens again at {opens} the next day.”",
      }),
      closedWeekday: words("site", "day").meta({
        title: "Closed that day of the week",
        hint: "“{site} is closed every {day}: choose another day.”",
      }),
      closedSeason: words("site", "from", "to").meta({
        title: "Closed that time of year",
        hint: "“{site} is closed every year from {from} to {to}: choose other dates.”",
      }),
      leaveFor: words("site", "name", "time", "start").meta({
        title: "When to leave for an aarti or an opening",
        hint: "“For the {name} at {site} ({time}), leave by {start}.”",
      }),
      arriveEarly: words("minutes").meta({
        title: "Why to arrive early for an aarti",
        hint: "After “leave by …” where the temple asks for more time (Opening hours → “Be there before an aarti”): “Arrive {minutes} min before it: to park, leave phones and bags at the cloakroom, and queue.”",
      }),
      shortStay: words("site", "visit", "stay", "place").meta({
        title: "A stop too short for a safari or a show",
        hint: "“The {site} takes {visit}; {stay} at {place} is too short for it, so give the stop {visit}.”",
      }),
      night: plural("count", "amount").meta({
        title: "Night allowance on this trip",
        hint: "In the planner's estimate and message when the car is on the road between 10 PM and 6 AM; {amount} is the allowance a night.",
      }),
      longDay: words("hours", "max").meta({
        title: "More driving than a day",
        hint: "“About {hours} h of driving in one day, more than our {max} h a day: it needs a night halt or a second driver.”",
      }),
      earlyDay: words("day", "time", "amount").meta({
        title: "Tour: a day that starts before 6 AM",
        hint: "Under a tour's fares: “Day {day} starts at {time}: the night allowance, {amount}, is added.”",
      }),
      messageTimes: name.meta({ title: "Message: the times", hint: "The label before the times in the WhatsApp message, e.g. “Times”." }),
    })
    .meta({
      title: "Times of a trip",
      hint: "Opening hours on the place pages, each tour day's timetable, and the planner's times, closings and night allowance.",
    });
}
