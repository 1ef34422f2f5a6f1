/**
 * Where a line may break on a narrow phone. A number stays on the line of the word after it:
 * "(4 સીટ)", "8 કલાક", "4 કલાક 15 મિનિટની મુસાફરી", "225 km": the space after a digit becomes a
 * no-break space. For short lines of figures (fare tables, a day's km and time), not for
 * running text.
 */
export const keepNumbers = (text: string) => text.replace(/(\d) /g, "$1\u00a0");
