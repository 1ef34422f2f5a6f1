/**
 * For the content tests: the real data files as read from disk, a copy with one change, and
 * the check's message for a copy it must refuse.
 */
import { checkContent } from "./check.ts";
import { type Files, readFiles } from "./read.ts";

const read = readFiles();
/** The data files as they are, by path (relative to CONTENT_DIR). */
export const real = read.files;
/** Problems reading them: none. */
export const readProblems = read.problems;

/** Every picture is there. */
export const allImages = () => true;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the files by hand
export type Loose = Record<string, any>;

/** A deep copy of the real data files with one change applied. */
export function withChange(change: (files: Loose) => void): Files {
  const copy = structuredClone(real) as Loose;
  change(copy);
  return copy;
}

/** The check's message for files it must refuse. */
export function errorOf(files: Files, imageExists: (name: string) => boolean = allImages): string {
  try {
    checkContent(files, imageExists);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error("expected the check to fail");
}
