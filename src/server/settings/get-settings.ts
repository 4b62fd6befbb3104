import 'server-only';
import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@/domain/settings/settings';
import { getDb, type DbOrTx } from '@/server/db';
import { settings } from '@/server/db/schema';

/** The settings document as the storefront receives it (docs/requirements.md, "Settings"). */
export type SettingsDto = Settings & { _id: string; loaded: true };

/** The shop settings; fields missing from the stored document fall back to the defaults. */
export async function getSettings(db?: DbOrTx): Promise<SettingsDto> {
  db ??= await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  const stored = (row?.data ?? {}) as Partial<Settings>;
  const merged = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...stored });
  const data = merged.success ? merged.data : DEFAULT_SETTINGS;
  return { _id: String(row?.id ?? 1), loaded: true, ...data };
}
