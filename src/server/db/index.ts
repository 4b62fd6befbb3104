import 'server-only';
import { env } from '@/lib/env';
import { openDatabase, type Database, type DbHandle } from './client';
import { migrateDatabase } from './migrate';

export type { Database, DbHandle, DbOrTx, Tx } from './client';
export { DatabaseStartupError } from './client';

const g = globalThis as typeof globalThis & { __floorshopDb?: Promise<DbHandle> };

/** The process-wide database (one PGlite instance per process, or one pg pool), migrated. */
export function getDbHandle(): Promise<DbHandle> {
  if (!g.__floorshopDb) {
    g.__floorshopDb = (async () => {
      const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
      await migrateDatabase(handle);
      return handle;
    })();
    // a failed open is not cached: the next request tries again (server restarted, disk freed...)
    g.__floorshopDb.catch(() => {
      g.__floorshopDb = undefined;
    });
  }
  return g.__floorshopDb;
}

/** Tests and scripts: make this process use an already opened database. */
export function useDbHandle(handle: DbHandle): void {
  g.__floorshopDb = Promise.resolve(handle);
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}
