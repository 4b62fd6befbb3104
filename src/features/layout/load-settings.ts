import 'server-only';
import { cache } from 'react';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { env } from '@/lib/env';
import { getSettings, type SettingsDto } from '@/server/settings/get-settings';

export interface LoadedSettings {
  settings: SettingsDto;
  /** true when the database could not give the settings and the defaults are shown (spec §4/§8) */
  failed: boolean;
}

/** Settings for one request (root layout and store frame share the read); a failure is logged and the defaults are used. */
export const loadSettings = cache(async (): Promise<LoadedSettings> => {
  try {
    return { settings: await getSettings(), failed: false };
  } catch (err) {
    console.error('[settings] load failed, using defaults:', err);
    return { settings: { _id: '1', loaded: true, ...DEFAULT_SETTINGS }, failed: true };
  }
});

/** Public base URL of the shop, for absolute links in the head, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
