import 'server-only';
import { env } from '@/lib/env';

export { loadSettings, type LoadedSettings } from '@/server/settings/load-settings';

/** Public base URL of the shop, for absolute links in the head, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
