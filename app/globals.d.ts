declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;

/** vite-imagetools `as=img`: the largest file, its size, and a srcset of every width. */
declare module "*&as=img" {
  const image: { src: string; w: number; h: number; srcset: string };
  export default image;
}

/** The analytics collector the build counts visits with, or null (common/site-config.ts). */
declare const __ANALYTICS__: import("#app/lib/analytics.ts").AnalyticsConfig | null;
