import 'server-only';
import { revalidateStore } from '@/server/cache/revalidate-store';

/** After a settings write: every page shows the settings (layout, header, footer, head), so all of them are cleared. */
export function revalidateSettings(): void {
  revalidateStore({ settings: true });
}
