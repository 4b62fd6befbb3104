import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db';

const g = globalThis as typeof globalThis & { __floorshopCacheScope?: Promise<string> };

/**
 * Identity of the database the cache entries were read from (its cluster's system identifier and name).
 * Next keeps its data cache on disk across restarts; putting this in every key means a server pointed at a
 * new or restored database never serves entries read from another one.
 */
export function cacheScope(): Promise<string> {
  g.__floorshopCacheScope ??= (async () => {
    const db = await getDb();
    const res = (await db.execute(
      sql`select system_identifier::text || ':' || current_database() as id from pg_control_system()`,
    )) as unknown as { rows: { id: string }[] };
    return res.rows[0]?.id ?? 'unknown';
  })().catch((err) => {
    g.__floorshopCacheScope = undefined;
    throw err;
  });
  return g.__floorshopCacheScope;
}
