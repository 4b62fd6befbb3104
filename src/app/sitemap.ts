import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-origin';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { LOCALES } from '@/i18n/locales';
import { listSitemapEntries } from '@/server/seo/list-sitemap-entries';

// read from the database per request, never at build time (the build needs no database)
export const dynamic = 'force-dynamic';

/** Every page in every language, each entry naming its alternates in the four languages and x-default (hreflang). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteOrigin();
  const entries = await listSitemapEntries();
  const url = (path: string, locale: (typeof LOCALES)[number]['id']) => `${base}${localizedPath(path, locale)}`.replace(/(.)\/$/, '$1');
  return entries.flatMap((e) => {
    // hreflang of the four languages, and x-default: the English page (the same as Page head's alternates)
    const languages = { ...Object.fromEntries(LOCALES.map((l) => [l.id, url(e.path, l.id)])), 'x-default': url(e.path, 'en') };
    return LOCALES.map((l) => ({
      url: url(e.path, l.id),
      lastModified: e.lastModified,
      changeFrequency: e.changeFrequency,
      priority: e.priority,
      alternates: { languages },
    }));
  });
}
