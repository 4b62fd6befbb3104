import type { Metadata } from 'next';
import { SettingsIndex } from '@/features/dashboard/settings/templates/settings-index';
import { guardPage } from '@/server/dashboard/page-guard';

export const metadata: Metadata = { robots: { index: false } };

export default async function SettingsPage() {
  await guardPage('/dashboard/settings', 'settings', 'view');
  return <SettingsIndex />;
}
