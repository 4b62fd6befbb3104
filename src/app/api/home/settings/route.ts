import { apiRead } from '@/server/http';
import { getSettings } from '@/server/settings/get-settings';

export async function GET() {
  return apiRead('settings', async () => ({ settings: await getSettings() }));
}
