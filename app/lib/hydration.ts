/**
 * Dispatched on window once React has hydrated the page (after its first effects). The
 * build's hydration script (scripts/build/html-pages.ts) waits for it to replay taps on
 * buttons that came before React was listening.
 */
export const HYDRATED_EVENT = "app:hydrated";
