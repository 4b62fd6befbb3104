import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/server/db/client';

export type Engine = 'pglite' | 'postgres';

/** Engines the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DbHandle;
  /** closes the database and removes it (temp folder or dropped database) */
  dispose(): Promise<void>;
}

/** A brand-new empty database for one test file: a temp PGlite folder or a uniquely named PostgreSQL database. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-test-'));
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const created = await createPostgresDatabase('floorshop_test');
  const handle = await openDatabase({ url: created.url, poolSize: 5 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** A new, empty, uniquely named database on TEST_DATABASE_URL's server: its URL and how to drop it. */
export async function createPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(query);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** Raw SQL rows, the same on both drivers. */
export async function rows(tdb: TestDatabase, query: SQL): Promise<Record<string, unknown>[]> {
  const res = (await tdb.handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}

const rowCountQueries = new WeakMap<TestDatabase, SQL>();

/** Row count of every table, in one statement: taken before and after a refused call to prove it changed nothing. */
export async function tableRowCounts(tdb: TestDatabase): Promise<Record<string, number>> {
  let query = rowCountQueries.get(tdb);
  if (!query) {
    const tables = await rows(tdb, sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    query = sql.raw(
      `select ${tables.map(({ tablename }) => `(select count(*) from "${String(tablename)}")::int as "${String(tablename)}"`).join(', ')}`,
    );
    rowCountQueries.set(tdb, query);
  }
  return (await rows(tdb, query))[0] as Record<string, number>;
}
