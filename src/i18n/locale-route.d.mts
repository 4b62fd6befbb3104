export type LocaleId = 'en' | 'bn' | 'ar' | 'fr';
export type RouteDecision =
  /** send the browser elsewhere (308 permanent for /en/…, 307 for a language taken from the cookie) */
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  /** serve `path` (under src/app/[locale]) in `locale`; `cached`: a page served from cache */
  | { kind: 'page'; locale: LocaleId; path: string; cached: boolean }
  /** not a page (API, files): pass through */
  | { kind: 'pass' };
export declare const LOCALE_IDS: readonly LocaleId[];
export declare const CACHED_PAGES: readonly RegExp[];
export declare const FILTERED_PREFIX: string;
export declare const LONGEST_SEGMENT: number;
export declare function localizedPath(path: string, locale: string): string;
export declare function splitLocale(pathname: string): { locale: LocaleId | null; rest: string };
export declare function routeRequest(
  pathname: string,
  search: URLSearchParams,
  cookieLocale: string | undefined,
  method?: string,
): RouteDecision;
