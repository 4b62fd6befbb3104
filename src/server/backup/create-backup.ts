import 'server-only';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import type { DbHandle } from '@/server/db';
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
  type SchemaVersion,
} from './catalogue';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  engine: DbHandle['kind'];
  schema: SchemaVersion;
  /**
   * in restore order (parents first); rows are `tables/<name>.jsonl`, one JSON array per row holding each
   * column's PostgreSQL text form (or null), in the order of `columns` (generated columns are not stored)
   */
  tables: { name: string; rows: number; columns: { name: string; type: string }[] }[];
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
}

const FETCH_ROWS = 2000;

/** `backups/floorshop-<engine>-<yyyymmdd>-<hhmmss>.tar.gz` (UTC) under `dir`. */
export function defaultBackupPath(kind: DbHandle['kind'], dir = 'backups', now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve(dir, `floorshop-${kind}-${stamp}.tar.gz`);
}

/**
 * Writes one `.tar.gz` holding `manifest.json` (format, schema version, tables, sequences), every table of
 * the public schema as JSON lines and the uploaded files (`uploads/...`). The rows are read in one
 * read-only repeatable-read transaction, so they are one consistent snapshot. Each value is kept as
 * PostgreSQL's own text form (as COPY writes it; never parsed in JavaScript), so numeric, json and jsonb,
 * timestamps, enums, arrays and bytea come back exactly. The uploads are packed after the snapshot: every
 * file its rows name is there.
 */
export async function createBackup(
  handle: DbHandle,
  opts: { out: string; uploadsDir: string },
): Promise<{ file: string; manifest: BackupManifest }> {
  const out = path.resolve(opts.out);
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another name.`);
  await mkdir(path.dirname(out), { recursive: true });
  const staging = `${out}.partial-${process.pid}`;
  const partial = `${staging}.tar.gz`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'tables'), { recursive: true });
  try {
    const manifest = await handle.db.transaction(
      async (tx) => {
        const schema = await schemaVersionOf(tx);
        if (!schema) throw new BackupError(`The database at ${handle.location} has no migrations applied; there is nothing to back up.`);
        for (const statement of PORTABLE_TEXT_SETTINGS) await tx.execute(sql.raw(statement));
        const tables: BackupManifest['tables'] = [];
        for (const name of await tablesInDependencyOrder(tx)) {
          const columns = await storedColumns(tx, name);
          const values = columns.map((c) => `t.${quoteIdent(c.name)}::text`).join(', ');
          const file = createWriteStream(path.join(staging, 'tables', `${name}.jsonl`));
          let rows = 0;
          await tx.execute(
            sql`DECLARE floorshop_backup NO SCROLL CURSOR FOR SELECT to_json(ARRAY[${sql.raw(values)}]::text[])::text AS j FROM ${qualified(name)} t`,
          );
          for (;;) {
            const batch = await rowsOf<{ j: string }>(tx, sql.raw(`FETCH ${FETCH_ROWS} FROM floorshop_backup`));
            for (const r of batch) if (!file.write(`${r.j}\n`)) await once(file, 'drain');
            rows += batch.length;
            if (batch.length < FETCH_ROWS) break;
          }
          await tx.execute(sql`CLOSE floorshop_backup`);
          file.end();
          await once(file, 'finish');
          tables.push({ name, rows, columns });
        }
        const sequences: BackupManifest['sequences'] = [];
        for (const name of await sequenceNames(tx)) {
          const [s] = await rowsOf<{ last_value: string; is_called: boolean }>(
            tx,
            sql.raw(`SELECT last_value::text AS last_value, is_called FROM "public".${quoteIdent(name)}`),
          );
          sequences.push({ name, lastValue: s.last_value, isCalled: s.is_called });
        }
        const m: BackupManifest = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: new Date().toISOString(),
          engine: handle.kind,
          schema,
          tables,
          sequences,
        };
        return m;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // the uploads are packed in place through a link (followed by tar), not copied first
    const uploads = path.resolve(opts.uploadsDir);
    if (existsSync(uploads)) await symlink(uploads, path.join(staging, 'uploads'), 'dir');
    else await mkdir(path.join(staging, 'uploads'));
    await createTar(
      {
        gzip: true,
        file: partial,
        cwd: staging,
        portable: true,
        follow: true,
        // a file being written by the upload route is not finished yet
        filter: (p) => !p.endsWith('.tmp'),
      },
      ['manifest.json', 'tables', 'uploads'],
    );
    await rename(partial, out);
    return { file: out, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
