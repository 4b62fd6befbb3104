import type { MetadataRoute } from 'next';
import { siteUrl } from '@/features/layout/load-settings';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/api/', '/profile', '/cart', '/checkout', '/signin'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
