import 'server-only';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { digestUnavailableErrors, markUnavailable } from '@/lib/db-unavailable';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** where the data lives, for messages: a folder or host:port/db */
  location: string;
  close(): Promise<void>;
}

/** Start-up failure with a message a person can act on (no stack trace needed). */
export class DatabaseStartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartupError';
  }
}
// a page that cannot open the database says "temporarily unavailable"
digestUnavailableErrors(DatabaseStartupError);

export interface OpenOptions {
  /** postgres://... ; unset: PGlite in dataDir/pglite */
  url?: string;
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  return opts.url ? openPostgres(opts.url, opts.poolSize ?? 10) : openPglite(path.resolve(opts.dataDir ?? 'data', 'pglite'));
}

function describeFsError(err: unknown, dir: string): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'EACCES' || code === 'EPERM') return `no permission to write the data folder ${dir}`;
  if (code === 'ENOTDIR' || code === 'EEXIST') return `${dir} cannot be used: it, or a folder on its path, is a file`;
  if (code === 'ENOSPC') return `the disk holding ${dir} is full`;
  if (code === 'EROFS') return `${dir} is on a read-only file system`;
  return `${dir}: ${(err as Error)?.message ?? String(err)}`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** PGlite allows one process per data folder; a pid lock file turns a silent corruption into a clear message. */
function takeLock(dir: string): () => void {
  const lock = path.join(dir, '..', 'pglite.lock');
  try {
    const pid = Number(readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseStartupError(
        `Cannot open the embedded database at ${dir}: it is in use by another process (pid ${pid}). Stop that process first, or set DATA_DIR to another folder.`,
      );
    }
  } catch (err) {
    if (err instanceof DatabaseStartupError) throw err;
  }
  writeFileSync(lock, String(process.pid));
  return () => {
    try {
      if (readFileSync(lock, 'utf8') === String(process.pid)) rmSync(lock);
    } catch {
      /* already gone */
    }
  };
}

async function openPglite(dir: string): Promise<DbHandle> {
  try {
    mkdirSync(dir, { recursive: true });
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (err) {
    throw new DatabaseStartupError(`Cannot open the embedded database: ${describeFsError(err, dir)}.`, { cause: err });
  }
  const release = takeLock(dir);
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
    // The default cost model made the planner skip the trigram index in PGlite.
    await client.exec('SET random_page_cost = 1.1;');
  } catch (err) {
    release();
    throw new DatabaseStartupError(
      `Cannot open the embedded database at ${dir}: ${(err as Error)?.message ?? err}. If the folder was written by another PGlite version or is damaged, move it away and start again.`,
      { cause: err },
    );
  }
  const db = drizzle(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dir,
    close: async () => {
      await client.close();
      release();
    },
  };
}

function describePgError(err: unknown, where: string): string {
  const e = err as { code?: string; message?: string };
  switch (e?.code) {
    case 'ECONNREFUSED':
      return `PostgreSQL at ${where} refused the connection (is the server running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `the PostgreSQL host in DATABASE_URL (${where}) cannot be found`;
    case 'ETIMEDOUT':
      return `PostgreSQL at ${where} did not answer in time (unreachable server)`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused the user name or password in DATABASE_URL`;
    case '3D000':
      return `the database named in DATABASE_URL does not exist on ${where} (create it first)`;
    default:
      return `PostgreSQL at ${where}: ${e?.message ?? String(err)}`;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<DbHandle> {
  const [{ default: pg }, { drizzle }, { DrizzleQueryError }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm'),
  ]);
  let where = 'DATABASE_URL';
  try {
    const u = new URL(url);
    where = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    throw new DatabaseStartupError('DATABASE_URL is not a valid postgres:// URL.');
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  // A dropped connection must not crash the process; the next query gets a fresh one.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL connection error:', err.message));
  // The pool listens for errors only on idle clients: a checked-out client whose connection dies while no query is
  // running (PostgreSQL restarted during a transaction awaiting something else) would emit an unhandled 'error' and
  // kill the process. Its next query fails instead, and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', (err) => console.error('[db] PostgreSQL connection lost:', err.message)));
  // a page failing because PostgreSQL is down shows "temporarily unavailable" (see unavailable.ts): drizzle wraps
  // query errors, a transaction's checkout of a connection throws the pool's raw error
  digestUnavailableErrors(DrizzleQueryError);
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<typeof connect>[0]) =>
    callback ? connect(callback) : connect().catch((err: unknown) => Promise.reject(markUnavailable(err)))) as typeof pool.connect;
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw new DatabaseStartupError(`Cannot connect to the database: ${describePgError(err, where)}.`, { cause: err });
  }
  const db = drizzle(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', location: where, close: () => pool.end() };
}
