import 'server-only';

export { loadSettings } from '@/server/settings/load-settings';
