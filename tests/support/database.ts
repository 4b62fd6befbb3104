import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
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

/**
 * A migrated and seeded database for one test file, as `createTestDatabase` + `prepareDatabase` would give, but copied
 * from the one seeded before the run (tests/support/seeded-template.ts): a copy of the PGlite folder, or a new
 * PostgreSQL database made from the template. Same seeded rows (and ids) in every file; what a file adds is its own.
 */
export async function createSeededTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-test-'));
    cpSync(path.join(inject('seededPgliteDir'), 'pglite'), path.join(dir, 'pglite'), { recursive: true });
    const handle = await openDatabase({ dataDir: dir });
    return {
      handle,
      dispose: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const created = await createPostgresDatabase('floorshop_test', inject('seededPostgresTemplate'));
  const handle = await openDatabase({ url: created.url, poolSize: 5 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** A new, uniquely named database on TEST_DATABASE_URL's server (empty, or a copy of `template`): its URL and how to drop it. */
export async function createPostgresDatabase(prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  if (!template) await admin(`CREATE DATABASE "${name}"`);
  else {
    // a copy fails while anyone is connected to the template (55006): another file's copy starting at the same moment
    for (let attempt = 1; ; attempt++) {
      try {
        await admin(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  /**
   * A pool's end() returns before its sockets have closed; FORCE would end such a closing connection from the server,
   * and a client being ended has no error listener left, so the process would get an uncaught 57P01. The drop waits
   * (up to 5 s) for the database's own connections to go first.
   */
  const drop = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
        const { rows } = await c.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
      }
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await c.end();
    }
  };
  return { url: url.toString(), drop };
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
