import 'server-only';
import { cache } from 'react';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { cached } from '@/server/cache/cached';
import { CATALOGUE_REVALIDATE_SECONDS, CATALOGUE_TAGS } from '@/server/catalogue/cache-tags';
import { getSettings, type SettingsDto } from './get-settings';

/** Settings as every page shows them, cached under the settings tag (a settings write clears it and every page). */
const getCachedSettings = cached(() => getSettings(), ['settings'], {
  tags: [CATALOGUE_TAGS.settings],
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
});

export interface LoadedSettings {
  settings: SettingsDto;
  /** true when the database could not give the settings and the defaults are shown (docs/requirements.md, "Settings") */
  failed: boolean;
}

/**
 * The one settings loader of a request (root layout, store frame and store pages share one read through React
 * `cache`), from the data cache under the settings tag; a saved change clears it (revalidateSettings), so it shows on
 * the next page view. A failure is logged and the defaults are used.
 */
export const loadSettings = cache(async (): Promise<LoadedSettings> => {
  try {
    return { settings: await getCachedSettings(), failed: false };
  } catch (err) {
    console.error('[settings] load failed, using defaults:', err);
    return { settings: { _id: '1', loaded: true, ...DEFAULT_SETTINGS }, failed: true };
  }
});
