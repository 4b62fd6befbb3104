// @ts-check
/**
 * What production on a real database needs before it may start (docs/deploy.md, "Environment"): a fixed session secret
 * and the shop's public address. `npm start`'s preparation (scripts/prepare.ts) and server.mjs check them before the
 * database work, the build or "ready" is printed; the app's own checks (src/server/auth/secret.ts,
 * src/lib/site-origin.ts) say the same. Plain JavaScript because server.mjs reads it outside the bundle.
 */
import { configuredSiteUrl } from './site-url.mjs';

export const NO_SECRET_MESSAGE =
  'MissingSecretError (NO_SECRET): NEXTAUTH_SECRET is not set. It signs every session, so production needs a fixed one: ' +
  'set NEXTAUTH_SECRET to a long random value, e.g. `openssl rand -base64 32`.';

export const NO_SITE_URL_MESSAGE =
  'SITE_URL is not set. E-mail links, payment return addresses and the sitemap use it, never the request: set SITE_URL (or NEXTAUTH_URL) to the public address, e.g. https://shop.example.com.';

/**
 * The settings production on PostgreSQL (DATABASE_URL) misses; none on the embedded database, which makes its own secret
 * and serves http://localhost:PORT.
 * @param {Record<string, string | undefined>} [vars]
 * @returns {string[]}
 */
export function startConfigProblems(vars = process.env) {
  if (!vars.DATABASE_URL) return [];
  const problems = [];
  if (!vars.NEXTAUTH_SECRET) problems.push(NO_SECRET_MESSAGE);
  if (!configuredSiteUrl(vars)) problems.push(NO_SITE_URL_MESSAGE);
  return problems;
}
