import { index, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';

export const measureStatus = pgEnum('measure_status', ['new', 'scheduled', 'done']); /* MEASURE_STATUSES of src/domain/measure */

/** A customer's request for a free measure at home (docs/requirements.md, "Measure requests"). */
export const measureRequests = pgTable(
  'measure_requests',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    /** the customer's preferred days (yyyy-mm-dd), one to three */
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull(),
    /** the rooms to measure, each with an optional approximate area in sq ft */
    rooms: jsonb('rooms').$type<{ name: string; area?: number }[]>().notNull(),
    notes: text('notes').notNull().default(''),
    /** the language of the page it was sent from: the customer's e-mails are in it */
    locale: text('locale').notNull().default('en'),
    status: measureStatus('status').notNull().default('new'),
    /** the booked visit, once scheduled */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    staffNote: text('staff_note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('measure_requests_status_created_idx').on(t.status, t.createdAt)],
);

export type MeasureRequest = typeof measureRequests.$inferSelect;
