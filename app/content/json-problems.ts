/**
 * What is wrong with a data file that is not valid JSON, in the owner's words: the line, and
 * what to look for there (a comma, a brace, quotes), for the slips a hand edit makes. JSON.parse
 * decides whether a file is valid; jsonc-parser (the editor Visual Studio Code's own) only says
 * where and why, since JSON.parse's own words are the engine's ("Expected double-quoted
 * property name in JSON at position 2210"). Node only: the content check.
 */
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";

/**
 * Reads a data file's text. A byte-order mark, which some Windows editors write, is named in
 * words: the check could read through it, but the bundlers of the site's scripts cannot.
 */
export function parseJson(text: string): { value: unknown } | { problem: string } {
  if (text.startsWith("\uFEFF"))
    return {
      problem:
        "starts with an invisible mark (a byte-order mark) that some Windows editors add; save the file again as “UTF-8”, not “UTF-8 with BOM” (in Notepad: Save as → Encoding)",
    };
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { problem: jsonProblem(text, (e as Error).message) };
  }
}

/** "at line 12: …": the first slip in `text`, which JSON.parse refused with `engineMessage`. */
export function jsonProblem(text: string, engineMessage = ""): string {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) {
    // Something jsonc-parser lets through (a tab inside a text, say): the engine's position.
    const line = /line (\d+)/.exec(engineMessage)?.[1];
    return `not valid JSON${line ? ` at line ${line}` : ""}: look for a character a text may not hold, such as a tab or a line break inside quotes`;
  }
  const at = (offset: number) => text.slice(0, offset).split("\n").length;
  const char = text[first.offset] ?? "";
  const before = text.slice(0, first.offset).trimEnd();
  const previousLine = at(before.length);
  const here = `not valid JSON at line ${at(first.offset)}`;
  switch (printParseErrorCode(first.error)) {
    case "PropertyNameExpected":
    case "ValueExpected":
      if (before.endsWith(",") && (char === "}" || char === "]"))
        return `${here}: a comma after the last entry of a list or group; remove the comma at the end of line ${previousLine}`;
      if (first.offset >= text.trimEnd().length)
        return `${here}: the file ends too early; a } or ] is missing at the end, or the file was cut short`;
      if (char === ",") return `${here}: a value is missing before this comma`;
      return `${here}: a field name or value is missing or not in double quotes (")`;
    case "CommaExpected":
      return `${here}: a comma is missing between two entries; add one at the end of line ${previousLine}`;
    case "ColonExpected":
      return `${here}: a colon (:) is missing between a field's name and its value`;
    case "CloseBraceExpected":
    case "CloseBracketExpected":
      return `${here}: a group { … } or a list [ … ] is not closed; a ${printParseErrorCode(first.error) === "CloseBraceExpected" ? "}" : "]"} is missing`;
    case "EndOfFileExpected":
      return `${here}: there is more after the file's last closing brace; a } or ] too many, or a { or [ missing earlier`;
    case "UnexpectedEndOfString":
      return `${here}: a text's closing quote (") is missing`;
    case "InvalidCommentToken":
    case "UnexpectedEndOfComment":
      return `${here}: JSON has no comments; remove the // or /* … */`;
    case "InvalidSymbol":
      if (char === "“" || char === "”" || char === "‘" || char === "’")
        return `${here}: a curly quote (${char}); names and texts need straight double quotes ("), which a word processor may have changed`;
      if (char === "'") return `${here}: a single quote ('); names and texts need double quotes (")`;
      return `${here}: a field name or text without double quotes ("), near “${text.slice(first.offset, first.offset + 20).split("\n")[0]}”`;
    default:
      return `${here}: look for a missing comma, brace or quote there`;
  }
}
