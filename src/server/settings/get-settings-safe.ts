import 'server-only';
import type { SettingsDto } from './get-settings';
import { loadSettings } from './load-settings';

/** For pages: the request's settings (shared read with the layout); a failed read gives the defaults. */
export async function getSettingsOrDefaults(): Promise<SettingsDto> {
  return (await loadSettings()).settings;
}
