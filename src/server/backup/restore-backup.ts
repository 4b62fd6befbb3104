import 'server-only';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { extract as extractTar } from 'tar';
import { z } from 'zod';
import type { DbHandle, Tx } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  PORTABLE_TEXT_SETTINGS,
  qualified,
  quoteIdent,
  rowsOf,
  schemaVersionOf,
  sequenceNames,
  storedColumns,
  tablesInDependencyOrder,
} from './catalogue';
import type { BackupManifest } from './create-backup';

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  schema: z.object({ migration: z.string(), createdAt: z.string(), hash: z.string(), count: z.number().int() }),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: z.number().int().min(0),
      columns: z.array(z.object({ name: z.string(), type: z.string() })).min(1),
    }),
  ),
  sequences: z.array(
    z.object({ name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_$]*$/), lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() }),
  ),
});

/** rows per INSERT statement, and the most JSON text one statement carries */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 4 * 1024 * 1024;

export interface RestoreReport {
  manifest: BackupManifest;
  rows: number;
  uploads: number;
  /** where the uploads folder that was replaced now lives (null when there was none) */
  previousUploads: string | null;
}

/**
 * Tables the migrations fill on their own (the GST and PST rates of drizzle/0010_tax-rates-backfill.sql, the search
 * index's token of drizzle/0027_search-state.sql, the showroom of drizzle/0037_stock-locations.sql): a database holding rows only there holds what any new database
 * holds, not data of a shop.
 */
export const MIGRATION_FILLED_TABLES: readonly string[] = ['tax_rates', 'search_state', 'stock_locations'];

/**
 * True when the database holds data of a shop: a row in any table of the public schema beside those the migrations
 * fill (the restore script asks before replacing it).
 */
export async function databaseHoldsData(handle: DbHandle): Promise<boolean> {
  for (const name of await tablesInDependencyOrder(handle.db)) {
    if (MIGRATION_FILLED_TABLES.includes(name)) continue;
    const [r] = await rowsOf<{ any: boolean }>(handle.db, sql`SELECT EXISTS (SELECT 1 FROM ${qualified(name)}) AS any`);
    if (r?.any) return true;
  }
  return false;
}

/**
 * Replaces every row of the database and the uploads folder with a backup made by createBackup.
 *
 * Everything that can be checked is checked before the database is touched: the archive opens, its manifest
 * is a floorshop backup of this format, its schema version is the one this database is migrated to (the
 * database is migrated first, so an empty one works), every table file is there with the announced number
 * of rows. Then one transaction empties all tables and loads them parents first, sets the sequences, and
 * commits; any failure rolls back and the database is as it was. Only after the commit is the uploads folder
 * swapped for the archive's; the replaced one is kept beside it as `uploads.before-restore-<time>`.
 */
export async function restoreBackup(handle: DbHandle, opts: { archive: string; uploadsDir: string }): Promise<RestoreReport> {
  const archive = path.resolve(opts.archive);
  if (!existsSync(archive)) throw new BackupError(`${archive} does not exist.`);
  const uploadsDir = path.resolve(opts.uploadsDir);
  // unpacked beside the uploads folder, so putting the files in place is a rename on the same disk
  const staging = path.join(path.dirname(uploadsDir), `.restore-${process.pid}-${Date.now()}`);
  await mkdir(staging, { recursive: true });
  try {
    try {
      // files and folders only: a link in a crafted archive could otherwise point the uploads folder elsewhere
      await extractTar({
        file: archive,
        cwd: staging,
        strict: true,
        filter: (_p, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
      });
    } catch (err) {
      throw new BackupError(`${archive} is not a readable backup archive (${(err as Error).message}); nothing was changed.`, {
        cause: err,
      });
    }
    const manifest = await readManifest(staging, archive);
    const files = await checkTableFiles(staging, manifest);

    await migrateDatabase(handle);
    const current = await schemaVersionOf(handle.db);
    if (!current || current.createdAt !== manifest.schema.createdAt || current.hash !== manifest.schema.hash) {
      throw new BackupError(
        `This backup was made at schema version ${manifest.schema.migration} (${manifest.schema.count} migrations), ` +
          `but this database is at ${current?.migration ?? 'none'} (${current?.count ?? 0} migrations). ` +
          'Restore it with the floorshop release that made it, then upgrade; nothing was changed.',
      );
    }
    const targetTables = await tablesInDependencyOrder(handle.db);
    const archived = new Set(manifest.tables.map((t) => t.name));
    const missing = manifest.tables.filter((t) => !targetTables.includes(t.name)).map((t) => t.name);
    const extra = targetTables.filter((t) => !archived.has(t));
    if (missing.length || extra.length) {
      throw new BackupError(
        `The backup's tables do not match this database (${[...missing.map((t) => `only in the backup: ${t}`), ...extra.map((t) => `only in the database: ${t}`)].join('; ')}); nothing was changed.`,
      );
    }

    const columnsOf = new Map<string, { name: string; type: string }[]>();
    for (const t of manifest.tables) {
      const here = await storedColumns(handle.db, t.name);
      columnsOf.set(t.name, here);
      if (JSON.stringify(here) !== JSON.stringify(t.columns)) {
        throw new BackupError(
          `The backup's table ${t.name} has other columns than this database's (${t.columns.map((c) => c.name).join(', ')}); nothing was changed.`,
        );
      }
    }

    let rows = 0;
    await handle.db.transaction(async (tx) => {
      for (const statement of PORTABLE_TEXT_SETTINGS) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(`TRUNCATE ${targetTables.map((t) => `"public".${quoteIdent(t)}`).join(', ')} RESTART IDENTITY`));
      for (const t of targetTables) await tx.execute(sql.raw(`ALTER TABLE "public".${quoteIdent(t)} DISABLE TRIGGER USER`));
      for (const name of targetTables) rows += await loadTable(tx, name, columnsOf.get(name)!, files.get(name)!);
      // the keys checked at commit (a stock movement's order) are checked now: a table with checks still pending
      // cannot have its triggers switched back on
      await tx.execute(sql.raw('SET CONSTRAINTS ALL IMMEDIATE'));
      for (const t of targetTables) await tx.execute(sql.raw(`ALTER TABLE "public".${quoteIdent(t)} ENABLE TRIGGER USER`));
      const sequences = new Set(await sequenceNames(tx));
      for (const s of manifest.sequences) {
        if (!sequences.has(s.name))
          throw new BackupError(`The backup's sequence ${s.name} does not exist in this database; nothing was changed.`);
        await tx.execute(sql`SELECT setval(${`"public".${quoteIdent(s.name)}`}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
      }
    });

    const { count, previous } = await putUploadsInPlace(path.join(staging, 'uploads'), uploadsDir);
    return { manifest, rows, uploads: count, previousUploads: previous };
  } finally {
    // a failed extraction may still be closing files: retry while the folder empties
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
  }
}

async function readManifest(staging: string, archive: string): Promise<BackupManifest> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupError(`${archive} holds no readable manifest.json: it is not a floorshop backup; nothing was changed.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new BackupError(`${archive} is not a floorshop backup (its manifest.json does not describe one); nothing was changed.`);
  if (parsed.data.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `${archive} is backup format ${parsed.data.formatVersion}; this release reads format ${BACKUP_FORMAT_VERSION}. Restore it with the release that made it; nothing was changed.`,
    );
  }
  return parsed.data as BackupManifest;
}

/** Every table file is there and holds the number of rows the manifest announces (a cut archive is refused). */
async function checkTableFiles(staging: string, manifest: BackupManifest): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const t of manifest.tables) {
    const file = path.join(staging, 'tables', `${t.name}.jsonl`);
    if (!existsSync(file)) throw new BackupError(`The backup lacks the rows of table ${t.name}; nothing was changed.`);
    let n = 0;
    for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) if (line) n++;
    if (n !== t.rows)
      throw new BackupError(
        `The backup's table ${t.name} holds ${n} rows instead of ${t.rows}: the archive is damaged; nothing was changed.`,
      );
    files.set(t.name, file);
  }
  return files;
}

async function loadTable(tx: Tx, name: string, columnList: { name: string; type: string }[], file: string): Promise<number> {
  const columns = columnList.map((c) => quoteIdent(c.name)).join(', ');
  // each value is read back from its text form by its column's own type (types come from this database's catalog)
  const values = columnList.map((c, i) => `(r.v->>${i})::${c.type}`).join(', ');
  let batch: string[] = [];
  let bytes = 0;
  let total = 0;
  const flush = async () => {
    if (!batch.length) return;
    // the JSON text goes to PostgreSQL as it is: no value passes through JavaScript numbers or dates
    await tx.execute(
      sql`INSERT INTO ${qualified(name)} (${sql.raw(columns)}) OVERRIDING SYSTEM VALUE
          SELECT ${sql.raw(values)} FROM json_array_elements(${`[${batch.join(',')}]`}::json) AS r(v)`,
    );
    total += batch.length;
    batch = [];
    bytes = 0;
  };
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    bytes += line.length;
    if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  }
  await flush();
  return total;
}

async function putUploadsInPlace(restored: string, uploadsDir: string): Promise<{ count: number; previous: string | null }> {
  if (!existsSync(restored)) await mkdir(restored);
  const count = await countFiles(restored);
  let previous: string | null = null;
  if (existsSync(uploadsDir)) {
    previous = `${uploadsDir}.before-restore-${new Date().toISOString().replace(/[-:.]/g, '').replace('T', '-').slice(0, 19)}`;
    await rename(uploadsDir, previous);
  }
  await rename(restored, uploadsDir);
  return { count, previous };
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}
