import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate';

/** What a backup archive is and which shape its manifest has (bump the version when the layout changes). */
export const BACKUP_FORMAT = 'floorshop-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** A backup or restore that cannot go ahead; the message says why in words an operator can act on. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

/** The schema version a database is at: the last migration drizzle applied to it. */
export interface SchemaVersion {
  /** tag of the migration file, e.g. `0002_order-tax-lines` (`unknown` when the journal does not name it) */
  migration: string;
  /** drizzle's `created_at` of that migration (the journal's `when`) */
  createdAt: string;
  hash: string;
  /** how many migrations are applied */
  count: number;
}

export async function rowsOf<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function schemaVersionOf(db: DbOrTx): Promise<SchemaVersion | null> {
  const [exists] = await rowsOf<{ ok: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return null;
  const applied = await rowsOf<{ hash: string; created_at: string }>(
    db,
    sql`SELECT hash, created_at::text AS created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
  );
  const last = applied.at(-1);
  if (!last) return null;
  let migration = 'unknown';
  try {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    };
    migration = journal.entries.find((e) => String(e.when) === last.created_at)?.tag ?? migration;
  } catch {
    /* the tag is only for messages */
  }
  return { migration, createdAt: last.created_at, hash: last.hash, count: applied.length };
}

/** Ordinary tables of the public schema, parents before children (foreign keys), then by name. */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
        JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_namespace n ON n.oid = ch.relnamespace
        JOIN pg_class pa ON pa.oid = k.confrelid
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  // a self-reference is checked at the end of the one INSERT that loads the table, so it needs no order
  for (const e of edges) if (e.child !== e.parent && parents.has(e.parent)) parents.get(e.child)?.add(e.parent);
  const order: string[] = [];
  const done = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)));
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t));
      throw new BackupError(`The foreign keys between ${left.join(', ')} form a cycle; this backup cannot order them.`);
    }
    for (const t of ready) {
      done.add(t);
      order.push(t);
    }
  }
  return order;
}

/** Columns a backup carries and a restore writes: every stored column except generated ones, with its SQL type. */
export async function storedColumns(db: DbOrTx, table: string): Promise<{ name: string; type: string }[]> {
  return rowsOf<{ name: string; type: string }>(
    db,
    sql`SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
        WHERE a.attrelid = ${`public.${quoteIdent(table)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum`,
  );
}

/**
 * Values travel as their PostgreSQL text form (what COPY and pg_dump use), so every type comes back exactly;
 * these settings make that text the same whatever the server's configuration (set in the transaction only).
 */
export const PORTABLE_TEXT_SETTINGS = [
  `SET LOCAL DateStyle = 'ISO, YMD'`,
  `SET LOCAL IntervalStyle = 'postgres'`,
  `SET LOCAL TimeZone = 'UTC'`,
  `SET LOCAL extra_float_digits = 3`,
  `SET LOCAL bytea_output = 'hex'`,
];

/** Sequences of the public schema (serial and identity columns). */
export async function sequenceNames(db: DbOrTx): Promise<string[]> {
  return (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
    )
  ).map((r) => r.name);
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** `"public"."name"` as raw SQL (names come from the catalog, quoted) */
export const qualified = (name: string) => sql.raw(`"public".${quoteIdent(name)}`);
