/**
 * Vite plugin: reads and checks every content data file when a build or the dev server
 * starts, before anything is written, so a bad value stops the build with one message and
 * the last good build stays as it was. Also warns about sample values still in place.
 * Runs in Node, so the schema stays out of the bundle.
 */
import type { Plugin } from "vite";
import { CONTENT_DIR } from "../app/content/files.ts";
import { ContentError, loadContent } from "../app/content/load.ts";
import { findSamples } from "../app/content/samples.ts";
import { SAMPLE_SITE_URL, siteUrl } from "./site-config.ts";

export function contentCheck(): Plugin {
  let warned = false;
  return {
    name: "navkar:content-check",
    buildStart() {
      let content;
      try {
        content = loadContent();
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        // A plain message for whoever changed the content: no stack trace.
        e.stack = `\n${e.message}\n`;
        throw e;
      }
      // The dev server watches the files, so an edit is checked again.
      this.addWatchFile?.(CONTENT_DIR);
      if (warned) return;
      warned = true;
      for (const sample of findSamples(content.business)) {
        // Yellow, so that it stands out in the build log.
        console.warn(`\x1b[33m⚠ sample content: ${sample} — replace it in ${CONTENT_DIR}/business.json\x1b[0m`);
      }
      if (siteUrl === SAMPLE_SITE_URL) {
        console.warn(`\x1b[33m⚠ SITE_URL is not set: addresses in this build name the sample ${SAMPLE_SITE_URL} — fine on this computer, never on a host\x1b[0m`);
      }
    },
  };
}
