import { check, date, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Settings } from '../../../domain/settings/settings';
import { createdAt, id, updatedAt } from './_columns';

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

/**
 * Tax rates with where and from when they apply (docs/requirements.md, "Taxes (GST and PST)"). Append-only: a change
 * is a new row from a day; the newest row of a tax (name, country, provinces) whose day has come is in force (of two
 * rows from the same day, the later written: a same-day correction).
 * Only a row whose day has not come may be deleted (a cancelled change). Orders keep the lines they were charged.
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    name: text('name').notNull(),
    /** percent, up to 3 decimals (QST 9.975) */
    rate: numeric('rate', { precision: 6, scale: 3 }).notNull(),
    /** ISO two-letter country code */
    country: text('country').notNull(),
    /** province or state codes, sorted; empty: the whole country */
    provinces: text('provinces')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** the first shop day (America/Vancouver) it is charged */
    effectiveFrom: date('effective_from').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('tax_rates_rate_range', sql`${t.rate} >= 0 and ${t.rate} <= 50`)],
);
export type TaxRateRow = typeof taxRates.$inferSelect;
