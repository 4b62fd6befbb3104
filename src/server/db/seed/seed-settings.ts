import 'server-only';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import type { Database } from '../client';
import * as t from '../schema';

/** The one settings row, with the defaults. */
export async function seedSettings(db: Database): Promise<void> {
  await db.insert(t.settings).values({ id: 1, data: DEFAULT_SETTINGS }).onConflictDoNothing();
}
