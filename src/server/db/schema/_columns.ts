import { jsonb, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '../../../domain/content/translations';

/** Money is exact: numeric(12,2), read and written as decimal strings. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Bengali, Arabic and French texts of a row's translatable fields `F` (docs/requirements.md, "Content in four languages"). */
export const translationsColumn = <F extends string>() => jsonb('translations').$type<ContentTranslations<F>>().notNull().default({});
