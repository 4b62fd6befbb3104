import { numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Money is exact: numeric(12,2), read and written as decimal strings. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
