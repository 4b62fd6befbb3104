import 'server-only';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { getSettings, type SettingsDto } from './get-settings';

/** For layouts: a failed settings read is logged and the defaults keep the shop rendering. */
export async function getSettingsOrDefaults(): Promise<SettingsDto> {
  try {
    return await getSettings();
  } catch (err) {
    console.error('[settings] load failed, using defaults:', err);
    return { _id: '1', loaded: true, ...DEFAULT_SETTINGS };
  }
}
