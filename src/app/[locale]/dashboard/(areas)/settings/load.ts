import 'server-only';
import { pageData, type guardPage } from '@/server/dashboard/page-guard';
import { settingsActions } from '@/server/dashboard/settings';

/**
 * A settings page's data once the page has passed its guard (`guardPage('/dashboard/settings/x', 'settings',
 * 'view')`, called in the page itself): the settings view (secrets masked) and whether the user may edit.
 */
export async function loadSettingsPage(guard: Awaited<ReturnType<typeof guardPage>>) {
  const view = pageData(await settingsActions.getSettingsView({}));
  return { view, canEdit: guard.access.edit };
}
