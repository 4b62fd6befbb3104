import 'server-only';
import { cache } from 'react';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { getSettings, type SettingsDto } from './get-settings';

export interface LoadedSettings {
  settings: SettingsDto;
  /** true when the database could not give the settings and the defaults are shown (spec §4/§8) */
  failed: boolean;
}

/**
 * The one settings loader of a request (root layout, store frame and store pages share one read through
 * React `cache`). Settings are not kept across requests (every page is dynamic: the root layout reads the
 * LANGUAGE cookie), so a saved change shows on the next page view. A failure is logged and the defaults are used.
 */
export const loadSettings = cache(async (): Promise<LoadedSettings> => {
  try {
    return { settings: await getSettings(), failed: false };
  } catch (err) {
    console.error('[settings] load failed, using defaults:', err);
    return { settings: { _id: '1', loaded: true, ...DEFAULT_SETTINGS }, failed: true };
  }
});
