import { check, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Settings } from '../../../domain/settings/settings';
import { updatedAt } from './_columns';

/** Exactly one row (id = 1); the whole settings document validated by settingsSchema. */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    data: jsonb('data').$type<Settings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);
