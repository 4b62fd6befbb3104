import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * After a settings write: settings are read fresh on every request (loadSettings, React cache for one
 * request only), so nothing keeps an old copy today; this also drops any rendered page Next.js may hold
 * (every page shows the settings in its layout), so a page made static later cannot show stale settings.
 */
export function revalidateSettings(): void {
  revalidatePath('/', 'layout');
}
