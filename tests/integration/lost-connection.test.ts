import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';
import { createTestDatabase, type TestDatabase } from '../support/database';

/**
 * PostgreSQL ends a connection (restart, admin_shutdown 57P01, pg_terminate_backend) while the app holds it between
 * two queries. pg's pool only listens for errors on idle clients: without a listener on checked-out ones, the
 * client's 'error' event is unhandled and kills the process (vitest reports it as an unhandled error).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection lost while checked out', () => {
  let tdb: TestDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    tdb = await createTestDatabase('postgres');
    pool = (tdb.handle.db as unknown as { $client: pg.Pool }).$client;
  });
  afterAll(async () => tdb?.dispose());

  it('does not crash the process; the query on it fails as "unavailable" and the pool goes on with a new connection', async () => {
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // ended from outside while the client is checked out and idle
    await tdb.handle.db.execute(sql`select pg_terminate_backend(${rows[0].pid})`);
    const until = Date.now() + 10_000;
    while ((client as unknown as { _queryable: boolean })._queryable && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    expect((client as unknown as { _queryable: boolean })._queryable).toBe(false);
    const err = await client.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    client.release(err as Error);
    const again = await tdb.handle.db.execute(sql`select 1 as one`);
    expect((again as unknown as { rows: { one: number }[] }).rows[0].one).toBe(1);
  });
});
