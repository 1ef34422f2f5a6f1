declare const __BUILD_YEAR__: number;
declare const __SITE_URL__: string;
