import { SAVED_COPY_ID, SAVED_COPY_WORDS_ATTRIBUTE } from "#app/lib/saved-copy.ts";
import { useWords } from "./words.tsx";

/**
 * The note a page answered from a saved copy shows at its top (lib/saved-copy.ts): in every
 * page as built, empty and so not shown, its words in an attribute, not in the page's text,
 * so that no search engine or screen reader meets it on a page from the network. The service
 * worker writes them in.
 */
export function SavedCopyNote() {
  const { shell } = useWords();
  return (
    <div className="px-4 sm:px-6">
      <p
        id={SAVED_COPY_ID}
        {...{ [SAVED_COPY_WORDS_ATTRIBUTE]: shell.savedCopy }}
        className="mx-auto mt-4 empty:hidden max-w-6xl rounded-xl border border-accent/40 bg-surface px-4 py-3 font-medium"
      />
    </div>
  );
}
