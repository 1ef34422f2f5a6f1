/**
 * What a case of the bad-values table is (scripts/bad-values.ts), and the helpers its cases
 * share: a file's text with a slip in it, a 5 MB text, a message to be found word for word.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cases break the files by hand
export type Loose = Record<string, any>;

export interface BadValue {
  /** The kind of slip (the words), for the table. */
  kind: string;
  /** The owner's change, in words. */
  what: string;
  /** The file it is made in, under CONTENT_DIR. */
  file: string;
  /** The change to the parsed file; or `text`, to its text (a slip JSON cannot hold). */
  edit?: (json: Loose) => void;
  text?: (raw: string) => string;
  outcome: "refused" | "warned" | "accepted";
  /** What the message names: the field as the owner finds it, and the rule's words. */
  says?: RegExp;
  /** Run through `npm run build` rather than the check alone. */
  build?: true;
}

export const MB5 = "I booked a car for Dwarka. ".repeat(200_000).slice(0, 5 * 1024 * 1024);
/** The text of a file with `find` (its first occurrence) replaced. */
export const swap = (find: string | RegExp, by: string) => (raw: string) => {
  const out = raw.replace(find, by);
  if (out === raw) throw new Error(`the case's text ${String(find)} is not in the file`);
  return out;
};

/** A message to be found word for word (its characters taken as they are, not as a pattern). */
export const exactly = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
