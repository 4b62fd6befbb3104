import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/site-origin';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/dashboard', '/api/', '/profile', '/cart', '/checkout', '/signin'] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
