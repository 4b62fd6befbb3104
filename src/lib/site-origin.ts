import { env } from '@/lib/env';
import { configuredSiteUrl } from '@/lib/site-url.mjs';
import { NO_SITE_URL_MESSAGE } from '@/lib/start-config.mjs';

/** Production on a real database without SITE_URL or NEXTAUTH_URL: links could only come from the request's Host. */
export class MissingSiteOriginError extends Error {
  readonly code = 'NO_SITE_URL';
  constructor() {
    super(NO_SITE_URL_MESSAGE);
    this.name = 'MissingSiteOriginError';
  }
}

/**
 * The shop's public origin, from configuration only (docs/operations.md, "Reverse proxies and the site origin"):
 * SITE_URL, else NEXTAUTH_URL; on the embedded database without either, http://localhost:PORT. Production on
 * PostgreSQL requires one (the server refuses to start without it). Never read from the request's Host, so a forged
 * Host changes no link in an e-mail, a payment return or a page.
 */
export function siteOrigin(): string {
  const configured = configuredSiteUrl({ SITE_URL: env.SITE_URL, NEXTAUTH_URL: env.NEXTAUTH_URL });
  if (configured) return new URL(configured).origin;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) throw new MissingSiteOriginError();
  return `http://localhost:${env.PORT}`;
}
