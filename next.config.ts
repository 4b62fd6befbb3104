import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DEVICE_SIZES, IMAGE_SIZES } from './src/lib/image-url';
import { securityHeaders } from './src/lib/security/security-headers.mjs';
import { siteIsHttps } from './src/lib/site-url.mjs';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * Next.js's cache (the pages served from cache and the cached reads) goes to the shop's own store
 * (src/server/cache/cache-store.mjs; docs/architecture.md, "Pages from cache"): bounded on disk outside the build
 * folder, or in Redis with REDIS_URL for every instance. The handler is plain JavaScript because Next.js imports it at
 * run time, outside the bundle; it reads its settings from the environment when the server starts.
 */
const CACHE: Partial<NextConfig> = { cacheHandler: path.join(process.cwd(), 'src/server/cache/cache-handler.mjs'), cacheMaxMemorySize: 0 };

/**
 * Messages are precompiled when they are loaded (src/i18n/messages.ts, icu-minify), so next-intl formats them with
 * its small runtime instead of parsing ICU with intl-messageformat in every browser (docs/requirements.md, "First load"). Turbopack wants a
 * relative path here. The module wraps use-intl's format-only runtime so plain numbers take the language's digits.
 */
const PRECOMPILED_MESSAGES = { 'use-intl/format-message': './src/i18n/format-message.mjs' };

const nextConfig: NextConfig = {
  ...CACHE,
  // a second build beside the usual one, in a folder of its own
  ...(process.env.FLOORSHOP_DIST_DIR ? { distDir: process.env.FLOORSHOP_DIST_DIR } : {}),
  turbopack: { resolveAlias: PRECOMPILED_MESSAGES },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ https: siteIsHttps() }) },
      // the icon sprite's address carries a hash of its content (src/components/ui/icon-sprite.ts): kept a year
      {
        source: '/icons.svg',
        has: [{ type: 'query', key: 'v' }],
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  // PGlite loads its extension bundles (pg_trgm) from its own package folder at run time. Mails are rendered in
  // server actions, bundled for React Server Components, where Next.js does not offer react-dom/server: react-email's
  // renderer is loaded from node_modules, outside that bundle. HarfBuzz (the invoice's Bengali and Arabic, pdf/shaped-text.ts)
  // reads its WebAssembly beside its own module file.
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', '@react-email/render', 'harfbuzzjs'],
  poweredByHeader: false,
  // `npm test` type-checks the sources (tsc --noEmit) before its browser and hardening runs build them; the build leaves
  // out its own check of the same files then (scripts/build-if-changed.mjs). Any other build checks them.
  typescript: { ignoreBuildErrors: process.env.FLOORSHOP_SKIP_BUILD_TYPECHECK === '1' },
  // forbidden() renders src/app/forbidden.tsx with status 403 (the 403 page, docs/requirements.md, "Error pages"). (experimental.inlineCss was
  // measured for docs/requirements.md, "First load" and left off: the CSS then travels twice, in <style> and in the RSC payload, 36 -> 86 kB gzip.)
  experimental: { authInterrupts: true, globalNotFound: true },
  // sources are WebP already; AVIF encoding is too slow for first views on small machines
  // the widths the optimiser serves: shared with the plain <img>s of client components (src/lib/image-url.ts)
  images: { formats: ['image/webp'], deviceSizes: DEVICE_SIZES, imageSizes: IMAGE_SIZES },
};

export default withNextIntl(nextConfig);
