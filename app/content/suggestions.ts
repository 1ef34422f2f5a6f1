/**
 * The suggestion on English pages to a visitor whose browser prefers Gujarati or Hindi,
 * written in that language. Its own file, imported by the English layout only, so that no
 * Gujarati or Hindi page carries it.
 */
export const suggestions = {
  gu: { text: "આ વેબસાઇટ ગુજરાતીમાં પણ છે.", action: "ગુજરાતીમાં વાંચો", dismiss: "ના, આભાર" },
  hi: { text: "यह वेबसाइट हिन्दी में भी है।", action: "हिन्दी में पढ़ें", dismiss: "नहीं, धन्यवाद" },
};

export type SuggestedLang = keyof typeof suggestions;
