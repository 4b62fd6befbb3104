import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite loads its extension bundles (pg_trgm) from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp'],
  poweredByHeader: false,
  // forbidden() renders src/app/forbidden.tsx with status 403 (spec §2 403 page)
  experimental: { authInterrupts: true },
  // sources are WebP already; AVIF encoding is too slow for first views on small machines
  images: { formats: ['image/webp'] },
};

export default withNextIntl(nextConfig);
