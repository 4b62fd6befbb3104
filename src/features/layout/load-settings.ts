import 'server-only';

export { loadSettings, type LoadedSettings } from '@/server/settings/load-settings';
