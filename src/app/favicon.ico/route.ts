import { siteOrigin } from '@/lib/site-origin';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';

/** read per request: the build opens no database (docs/deploy.md) */
export const dynamic = 'force-dynamic';

/** the shop's own icon when the settings name none */
const DEFAULT_ICON = '/brand/favicon.svg';

/**
 * Browsers, feed readers and link previews ask for /favicon.ico without reading the page's head: it sends them to the
 * favicon chosen in the settings (the one the pages' head names), so the address is never a 404
 * (docs/requirements.md, "Settings").
 */
export async function GET(): Promise<Response> {
  const settings = await getSettingsOrDefaults();
  const icon = settings.favicon[0]?.url || DEFAULT_ICON;
  return new Response(null, {
    status: 302,
    headers: { Location: new URL(icon, siteOrigin()).toString(), 'Cache-Control': 'public, max-age=3600' },
  });
}
