/**
 * A temple's seasons of other hours (data/hours.json → seasons) as notices: on the season's
 * dates, the place's page, the pages of the tours that stop there, the planner and its
 * WhatsApp message say it, as they say the owner's own notices (lib/notices.ts), from this
 * one sentence: the season's name, the site, that it keeps other hours on the announced days,
 * and the season's own note after it.
 */
import type { Lang } from "#app/content/languages.ts";
import type { Notice } from "#app/content/notices/schema.ts";
import type { SharedWords } from "#app/content/words/shape.ts";
import type { SiteData } from "#app/content/hours/schema.ts";

export function seasonNotices(sites: readonly SiteData[], clock: Record<Lang, SharedWords["clock"]>): Notice[] {
  return sites.flatMap((site) =>
    (site.seasons ?? []).map((s) => {
      const text = (lang: Lang) => [clock[lang].seasonNotice(s[lang], site[lang]), s.note?.[lang]].filter(Boolean).join(" ");
      return { text: { en: text("en"), gu: text("gu"), hi: text("hi") }, from: s.from, to: s.to, places: [site.at] };
    }),
  );
}
