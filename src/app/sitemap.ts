import type { MetadataRoute } from 'next';
import { siteUrl } from '@/features/layout/load-settings';
import { listSitemapEntries } from '@/server/seo/list-sitemap-entries';

// read from the database per request, never at build time (one process may open the embedded database)
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  const entries = await listSitemapEntries();
  return entries.map((e) => ({ url: `${base}${e.path === '/' ? '' : e.path}`, lastModified: e.lastModified, changeFrequency: e.changeFrequency, priority: e.priority }));
}
