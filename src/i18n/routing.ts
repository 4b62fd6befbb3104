import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES } from './locales';

/**
 * Languages in the URL (docs/architecture.md, "Languages in the URL"): English at the unprefixed paths, the other
 * languages under /fr, /bn and /ar. src/proxy.ts does the redirects and rewrites itself (routeRequest in
 * locale-route.ts); this object drives next-intl's navigation helpers (Link, useRouter, usePathname).
 */
export const routing = defineRouting({
  locales: LOCALES.map((l) => l.id),
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE, maxAge: 365 * 24 * 3600, sameSite: 'lax' },
  localeDetection: false,
  alternateLinks: false,
});
