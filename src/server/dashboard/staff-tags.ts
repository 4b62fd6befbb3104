import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/server/db';

/**
 * Every tag the staff gave in `column` (a text[] of `table`, of the rows `where` keeps), sorted, for a list's tag
 * filter (docs/requirements.md, "Customer notes and tags", "Order tags"): at most 500. Only the tagged rows are read,
 * through the column's partial index (`orders_tagged_idx`, `users_tagged_idx`, whose predicate this repeats): a list
 * of 100,000 orders of which a few hundred carry a tag reads those few hundred on every visit of the list.
 */
export async function distinctTags(db: DbOrTx, table: PgTable, column: PgColumn, where?: SQL): Promise<string[]> {
  const rows = await distinctTagsQuery(db, table, column, where);
  return rows.map((r) => r.tag);
}

/** The statement of distinctTags (its plan is tested). */
export function distinctTagsQuery(db: DbOrTx, table: PgTable, column: PgColumn, where?: SQL) {
  return db
    .selectDistinct({ tag: sql<string>`unnest(${column})` })
    .from(table)
    .where(and(sql`${column} <> '{}'::text[]`, where))
    .orderBy(sql`1`)
    .limit(500);
}
