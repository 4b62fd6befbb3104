import { check, date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Daily jobs that must run once per shop day however many server instances are up (the low-stock summary): an
 * instance claims the day by inserting its row; the one whose insert wins does the work.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    name: text('name').notNull(),
    /** the shop's day (America/Vancouver) */
    day: date('day').notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.day] })],
);
