import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import { openDatabase, type Database, type DbHandle } from './client';
import { migrateDatabase } from './migrate';
import * as t from './schema';
import { seedDatabase, type SeedReport } from './seed/seed';

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

/** Migrate, then seed when the database is new (or always, with force). Used at start and by `npm run seed`. */
export async function prepareDatabase(
  handle: DbHandle,
  opts: { force?: boolean; log?: (line: string) => void } = {},
): Promise<SeedReport | null> {
  const log = opts.log ?? ((line: string) => console.log(line));
  await migrateDatabase(handle);
  if (!opts.force) {
    const [row] = await handle.db.select({ id: t.settings.id }).from(t.settings).where(eq(t.settings.id, 1));
    if (row) return null;
  }
  const demo = env.SEED_DEMO ? env.SEED_DEMO === '1' : handle.kind === 'pglite';
  const report = await seedDatabase(handle.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demoAccounts: demo,
    demoPassword: env.DEMO_PASSWORD,
    log,
  });
  for (const g of report.generated) {
    log(`\n  ${g.role} account created: ${g.email}  password: ${g.password}\n  (shown once; change it after signing in)\n`);
  }
  return report;
}
