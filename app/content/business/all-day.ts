/**
 * Office hours of 00:00 to 00:00 mean open 24 hours (the content check refuses any other
 * opening at the closing time). Its own small module: the pages, the structured data and the
 * browser's "Open now" label (through app/lib/hours.ts) all ask it, and none of them needs
 * the business's file or its schema for that.
 */
export const isAllDay = (hours: { opens: string; closes: string }) => hours.opens === "00:00" && hours.closes === "00:00";
