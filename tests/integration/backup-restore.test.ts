import { randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { create as createTar, extract as extractTar } from 'tar';

const dataDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { join } = require('node:path') as typeof import('node:path');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dir = mk(join((require('node:os') as typeof import('node:os')).tmpdir(), 'floorshop-backup-src-'));
  process.env.DATA_DIR = dir;
  return dir;
});

import { BackupError, rowsOf, sequenceNames, tablesInDependencyOrder } from '@/server/backup/catalogue';
import { createBackup } from '@/server/backup/create-backup';
import { databaseHoldsData, restoreBackup } from '@/server/backup/restore-backup';
import type { DbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import { prepareDatabase } from '@/server/db/prepare';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { toWebp } from '@/server/storage/process-image';
import { publicUrlOf, saveFile, uploadsRoot } from '@/server/storage/storage';
import { createSeededTestDatabase, createTestDatabase, ENGINES, type TestDatabase } from '../support/database';

/** Every row of every public table as PostgreSQL's own JSON text, sorted: two databases hold the same data when these are equal. */
async function snapshot(handle: DbHandle): Promise<Record<string, string[]>> {
  // one time zone for the text of timestamps, so two engines with other defaults compare too
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
    const out: Record<string, string[]> = {};
    for (const name of await tablesInDependencyOrder(tx)) {
      const rows = await rowsOf<{ j: string }>(tx, sql.raw(`SELECT to_jsonb(t)::text AS j FROM "public"."${name}" t ORDER BY 1`));
      out[name] = rows.map((r) => r.j);
    }
    for (const name of await sequenceNames(tx)) {
      const [s] = await rowsOf<{ v: string }>(
        tx,
        sql.raw(`SELECT last_value::text || '/' || is_called::text AS v FROM "public"."${name}"`),
      );
      out[`sequence ${name}`] = [s.v];
    }
    return out;
  });
}

/** relative path -> bytes of every file under dir */
function filesOf(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  const walk = (d: string) => {
    if (!existsSync(d)) return;
    for (const n of readdirSync(d)) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[path.relative(dir, p)] = readFileSync(p);
    }
  };
  walk(dir);
  return out;
}

/** A table with the column types the shop's schema does not use yet, so the backup is proven on them too. */
const PROBE_DDL = [
  `CREATE TYPE "public"."probe_mood" AS ENUM ('calm', 'busy', 'it''s "odd"')`,
  `CREATE TABLE "public"."backup_probe" (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     parent_id integer REFERENCES "public"."backup_probe"(id),
     data bytea, tags text[], moods probe_mood[], mood probe_mood, grid integer[][],
     amount numeric(30, 10), big numeric, ratio double precision,
     at timestamptz, local_at timestamp, day date, span interval, doc jsonb, plain json,
     doubled numeric GENERATED ALWAYS AS (amount * 2) STORED)`,
];

async function addProbe(handle: DbHandle): Promise<void> {
  for (const statement of PROBE_DDL) await handle.db.execute(sql.raw(statement));
}

async function fillProbe(handle: DbHandle): Promise<void> {
  await handle.db.execute(
    sql.raw(`INSERT INTO "public"."backup_probe" (data, tags, moods, mood, grid, amount, big, ratio, at, local_at, day, span, doc, plain) VALUES
      ('\\x00ff10'::bytea, ARRAY['a', 'b,c', NULL, 'quote"d', ''], ARRAY['calm', 'it''s "odd"']::probe_mood[], 'busy', '{{1,2},{3,4}}',
       12345678901234567890.0123456789, 0.1000000000000000000000000001, 0.1,
       '2026-03-08 02:30:00.123456-08', '2026-03-08 02:30:00.654321', '2026-02-28', '1 year 2 mons 3 days 04:05:06.789',
       '{"n": 1.000000000000000000001, "s": "line\\nbreak \\"q\\" é😀", "a": [1, null, true, {"deep": []}]}', '{"b": 1, "a": 2, "a": 3}'),
      ('', '{}', '{}', NULL, NULL, -0.0000000001, 'NaN', 'NaN', '-infinity', 'infinity', '-infinity', '-1 day', '[]', 'null'),
      (NULL, NULL, NULL, NULL, NULL, NULL, NULL, -1.7976931348623157e308, '1970-01-01 00:00:00+00', NULL, NULL, NULL, 'null', NULL)`),
  );
  // a child row whose parent comes later, and a gap in the identity sequence
  await handle.db.execute(sql.raw(`UPDATE "public"."backup_probe" SET parent_id = 3 WHERE id = 1`));
  await handle.db.execute(sql.raw(`INSERT INTO "public"."backup_probe" (doc) VALUES ('{"deleted": true}')`));
  await handle.db.execute(sql.raw(`DELETE FROM "public"."backup_probe" WHERE id = 4`));
}

/** unpacks an archive, lets `change` edit the files, packs it again under a new name */
async function tamper(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-tamper-'));
  await extractTar({ file: archive, cwd: dir });
  change(dir);
  const out = path.join(path.dirname(archive), `tampered-${randomUUID()}.tar.gz`);
  await createTar({ gzip: true, file: out, cwd: dir, portable: true }, readdirSync(dir));
  rmSync(dir, { recursive: true, force: true });
  return out;
}

describe.each(ENGINES)('backup and restore on %s', (engine) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'floorshop-backups-'));
  const dbs: TestDatabase[] = [];
  let source: TestDatabase;
  let uploadUrl: string;
  let plainArchive: string;

  const fresh = async () => {
    const tdb = await createTestDatabase(engine);
    dbs.push(tdb);
    return tdb;
  };

  beforeAll(async () => {
    rmSync(uploadsRoot(), { recursive: true, force: true });
    source = await createSeededTestDatabase(engine);
    dbs.push(source);
    const db = source.handle.db;
    // an uploaded picture, used by a product, and an order (numeric totals, jsonb lines, enums, timestamps)
    const image = await toWebp(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a4a21' } })
        .png()
        .toBuffer(),
    );
    const key = `2026/11/${randomUUID()}.webp`;
    await saveFile(key, image.data);
    uploadUrl = publicUrlOf(key);
    const [product] = await db.select().from(t.products).where(eq(t.products.quantity, -1)).limit(1);
    await db.insert(t.productImages).values({ productId: product.id, url: uploadUrl, alt: 'Uploaded oak', position: 9 });
    const [delivery] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
    const address = {
      fullName: 'Priya Sandhu',
      phone: '604-555-0123',
      email: 'priya@example.com',
      house: '12 King George Blvd',
      city: 'Surrey',
      state: 'BC',
      zipCode: 'V3T 2W1',
      country: 'CA',
    };
    const order = await placeOrder(
      {
        items: [{ productId: product.id, qty: 3 }],
        billing: address,
        shipping: address,
        shippingOptionId: delivery.id,
        paymentMethod: 'cod',
        checkoutKey: randomUUID().replace(/-/g, ''),
      },
      {},
      db,
    );
    expect(order.ok).toBe(true);
    // a purchase order: its number comes from an identity column, kept as it was and its sequence carried on
    const [po] = await db.insert(t.purchaseOrders).values({ supplier: 'Daltile' }).returning({ id: t.purchaseOrders.id });
    const [showroom] = await db.select({ id: t.stockLocations.id }).from(t.stockLocations).limit(1);
    await db.insert(t.purchaseOrderLines).values({ purchaseOrderId: po.id, productId: product.id, locationId: showroom.id, quantity: 4 });
  });
  afterAll(async () => {
    for (const tdb of dbs) await tdb.dispose();
    rmSync(work, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes a new database holding only what the migrations create for an empty one (no --yes needed)', async () => {
    const target = await fresh();
    await migrateDatabase(target.handle);
    const [{ n }] = await rowsOf<{ n: number }>(target.handle.db, sql`SELECT count(*)::int AS n FROM tax_rates`);
    expect(n).toBeGreaterThan(0);
    expect(await databaseHoldsData(target.handle)).toBe(false);
    // one row of a shop's own data, and it holds data
    await target.handle.db.insert(t.subscribers).values({ email: 'someone@example.com' });
    expect(await databaseHoldsData(target.handle)).toBe(true);
  });

  it('backs up the seeded shop and its uploads and restores them into an empty database, row for row and byte for byte', async () => {
    const { file, manifest } = await createBackup(source.handle, { out: path.join(work, 'plain.tar.gz'), uploadsDir: uploadsRoot() });
    plainArchive = file;
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
    expect(manifest.tables.find((x) => x.name === 'products')?.rows).toBeGreaterThanOrEqual(96);
    expect(manifest.tables.find((x) => x.name === 'orders')?.rows).toBe(1);
    // parents come before their children
    const order = manifest.tables.map((x) => x.name);
    expect(order.indexOf('products')).toBeLessThan(order.indexOf('product_images'));
    expect(order.indexOf('orders')).toBeLessThan(order.indexOf('order_items'));

    const target = await fresh(); // never migrated
    const targetUploads = path.join(work, 'empty-target', 'uploads');
    const report = await restoreBackup(target.handle, { archive: file, uploadsDir: targetUploads });
    expect(report.previousUploads).toBeNull();
    expect(report.uploads).toBe(1);

    const expected = await snapshot(source.handle);
    const restored = await snapshot(target.handle);
    expect(Object.keys(restored)).toEqual(Object.keys(expected));
    for (const table of Object.keys(expected)) expect(restored[table], table).toEqual(expected[table]);
    // the rows restored are the tables' (the sequences' positions are carried apart)
    const tableRows = Object.entries(expected).filter(([name]) => !name.startsWith('sequence '));
    expect(tableRows.reduce((n, [, r]) => n + r.length, 0)).toBe(report.rows);
    expect(expected['sequence purchase_orders_number_seq']).toEqual(['1001/true']);

    const sourceFiles = filesOf(uploadsRoot());
    expect(Object.keys(sourceFiles)).toEqual([uploadUrl.replace('/uploads/', '')]);
    const restoredFiles = filesOf(targetUploads);
    expect(Object.keys(restoredFiles)).toEqual(Object.keys(sourceFiles));
    for (const [name, bytes] of Object.entries(sourceFiles)) expect(restoredFiles[name].equals(bytes), name).toBe(true);
  });

  describe('into an existing database, with bytea, arrays, enums, identity and generated columns', () => {
    let target: TestDatabase;
    let targetUploads: string;
    let archive: string;

    beforeAll(async () => {
      await addProbe(source.handle);
      await fillProbe(source.handle);
      archive = (await createBackup(source.handle, { out: path.join(work, 'probe.tar.gz'), uploadsDir: uploadsRoot() })).file;

      target = await fresh();
      await prepareDatabase(target.handle, { log: () => {} }); // its own seed: other ids, other admin
      await addProbe(target.handle);
      await target.handle.db.execute(sql.raw(`INSERT INTO "public"."backup_probe" (doc) VALUES ('{"mine": 1}'), ('{"mine": 2}')`));
      targetUploads = path.join(work, 'existing-target', 'uploads');
      mkdirSync(path.join(targetUploads, '2025', '01'), { recursive: true });
      writeFileSync(path.join(targetUploads, '2025', '01', 'old.webp'), 'old');
    });

    it('replaces every row, resets the sequence and puts the uploads in place (the old folder kept aside)', async () => {
      expect(await databaseHoldsData(target.handle)).toBe(true);
      const before = await snapshot(target.handle);
      const report = await restoreBackup(target.handle, { archive, uploadsDir: targetUploads });

      const expected = await snapshot(source.handle);
      expect(expected.backup_probe).toHaveLength(3);
      expect(expected['sequence backup_probe_id_seq']).toEqual(['4/true']);
      const restored = await snapshot(target.handle);
      expect(restored).toEqual(expected);
      expect(restored.users).not.toEqual(before.users);

      // values come back with their types, not as look-alike text
      const [probe] = await rowsOf<Record<string, unknown>>(
        target.handle.db,
        sql.raw(`SELECT encode(data, 'hex') AS hex, tags[2] AS tag2, array_length(tags, 1) AS ntags, moods[2]::text AS mood2, grid[2][1] AS g21,
                 amount::text AS amount, doubled::text AS doubled, pg_typeof(at)::text AS at_type, (at = '2026-03-08 10:30:00.123456+00') AS same_instant,
                 doc->'n' = '1.000000000000000000001'::jsonb AS exact_json, plain::text AS plain, parent_id
                 FROM "public"."backup_probe" WHERE id = 1`),
      );
      expect(probe).toMatchObject({
        hex: '00ff10',
        tag2: 'b,c',
        ntags: 5,
        mood2: `it's "odd"`,
        g21: 3,
        amount: '12345678901234567890.0123456789',
        doubled: '24691357802469135780.0246913578',
        at_type: 'timestamp with time zone',
        same_instant: true,
        exact_json: true,
        plain: '{"b": 1, "a": 2, "a": 3}',
        parent_id: 3,
      });
      // the identity sequence continues after the restored rows
      const [next] = await rowsOf<{ id: number }>(
        target.handle.db,
        sql.raw(`INSERT INTO "public"."backup_probe" (doc) VALUES ('{}') RETURNING id`),
      );
      expect(next.id).toBe(5);
      await target.handle.db.execute(sql.raw(`DELETE FROM "public"."backup_probe" WHERE id = 5`));
      await target.handle.db.execute(sql.raw(`SELECT setval('"public"."backup_probe_id_seq"', 4, true)`));

      expect(report.previousUploads).not.toBeNull();
      expect(Object.keys(filesOf(report.previousUploads!))).toEqual([path.join('2025', '01', 'old.webp')]);
      expect(Object.keys(filesOf(targetUploads))).toEqual([uploadUrl.replace('/uploads/', '')]);
    });

    describe('refusals leave the database and the uploads as they were', () => {
      let before: Record<string, string[]>;
      let uploadsBefore: Record<string, Buffer>;
      beforeAll(async () => {
        // something to lose: a row the archive does not have
        await target.handle.db.execute(sql.raw(`INSERT INTO "public"."backup_probe" (doc) VALUES ('{"after restore": true}')`));
        before = await snapshot(target.handle);
        uploadsBefore = filesOf(targetUploads);
      });
      const expectUnchanged = async () => {
        expect(await snapshot(target.handle)).toEqual(before);
        expect(filesOf(targetUploads)).toEqual(uploadsBefore);
        expect(readdirSync(path.dirname(targetUploads)).filter((n) => n.startsWith('.restore-'))).toEqual([]);
      };

      it('an archive from another schema version', async () => {
        const other = await tamper(archive, (dir) => {
          const m = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
          m.schema = { migration: '0001_catalogue-sort-indexes', createdAt: '1795352630408', hash: 'an-older-schema', count: 2 };
          writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(m));
        });
        const err = await restoreBackup(target.handle, { archive: other, uploadsDir: targetUploads }).catch((e) => e);
        expect(err).toBeInstanceOf(BackupError);
        expect(err.message).toMatch(
          /made at schema version 0001_catalogue-sort-indexes \(2 migrations\), but this database is at \d{4}_[a-z-]+ \(\d+ migrations\)/,
        );
        expect(err.message).toContain('nothing was changed');
        await expectUnchanged();
      });

      it('a damaged archive (cut short) and a file that is no backup', async () => {
        const cut = path.join(work, 'cut.tar.gz');
        writeFileSync(cut, readFileSync(archive));
        truncateSync(cut, Math.floor(statSync(cut).size / 2));
        const err = await restoreBackup(target.handle, { archive: cut, uploadsDir: targetUploads }).catch((e) => e);
        expect(err).toBeInstanceOf(BackupError);
        expect(err.message).toMatch(/not a readable backup archive|damaged/);
        await expectUnchanged();

        const notBackup = await tamper(archive, (dir) => writeFileSync(path.join(dir, 'manifest.json'), '{"hello": "world"}'));
        await expect(restoreBackup(target.handle, { archive: notBackup, uploadsDir: targetUploads })).rejects.toThrow(
          /is not a floorshop backup/,
        );
        await expectUnchanged();
      });

      it('an archive whose rows fail half way through the load rolls back entirely', async () => {
        // order_items is loaded after every table it references: the emptying and the loading of all those are undone
        const bad = await tamper(archive, (dir) => {
          const m = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
          const at = m.tables
            .find((x: { name: string }) => x.name === 'order_items')
            .columns.findIndex((c: { name: string }) => c.name === 'order_id');
          const file = path.join(dir, 'tables', 'order_items.jsonl');
          const [first] = readFileSync(file, 'utf8').split('\n');
          const row = JSON.parse(first);
          row[at] = randomUUID(); // no such order
          writeFileSync(file, `${JSON.stringify(row)}\n`);
        });
        const err = await restoreBackup(target.handle, { archive: bad, uploadsDir: targetUploads }).catch((e) => e);
        expect(err).toBeInstanceOf(Error);
        await expectUnchanged();
      });

      it('an archive missing a table, or with a row count that does not match', async () => {
        const missing = await tamper(archive, (dir) => rmSync(path.join(dir, 'tables', 'settings.jsonl')));
        await expect(restoreBackup(target.handle, { archive: missing, uploadsDir: targetUploads })).rejects.toThrow(
          /lacks the rows of table settings/,
        );
        const short = await tamper(archive, (dir) => writeFileSync(path.join(dir, 'tables', 'products.jsonl'), ''));
        await expect(restoreBackup(target.handle, { archive: short, uploadsDir: targetUploads })).rejects.toThrow(
          /table products holds 0 rows instead of \d+/,
        );
        await expectUnchanged();
      });

      it('the plain archive of the shop, made before the extra table existed: the tables do not match', async () => {
        await expect(restoreBackup(target.handle, { archive: plainArchive, uploadsDir: targetUploads })).rejects.toThrow(
          /only in the database: backup_probe/,
        );
        await expectUnchanged();
      });
    });

    it('restores files and folders only: a link slipped into the archive does not reach the uploads folder', async () => {
      const linked = await tamper(archive, (dir) => symlinkSync('/etc', path.join(dir, 'uploads', 'elsewhere')));
      await restoreBackup(target.handle, { archive: linked, uploadsDir: targetUploads });
      expect(existsSync(path.join(targetUploads, 'elsewhere'))).toBe(false);
      expect(Object.keys(filesOf(targetUploads))).toEqual([uploadUrl.replace('/uploads/', '')]);
    });
  });
});

describe.runIf(ENGINES.includes('postgres'))('an archive moves a shop between engines', () => {
  it('a backup of a seeded PGlite database restores into PostgreSQL row for row', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'floorshop-move-'));
    const from = await createTestDatabase('pglite');
    const to = await createTestDatabase('postgres');
    try {
      await prepareDatabase(from.handle, { log: () => {} });
      const { file } = await createBackup(from.handle, {
        out: path.join(work, 'move.tar.gz'),
        uploadsDir: path.join(work, 'no-uploads-yet'),
      });
      const report = await restoreBackup(to.handle, { archive: file, uploadsDir: path.join(work, 'uploads') });
      expect(report.manifest.engine).toBe('pglite');
      const expected = await snapshot(from.handle);
      expect(expected.products.length).toBeGreaterThanOrEqual(96);
      expect(await snapshot(to.handle)).toEqual(expected);
    } finally {
      await from.dispose();
      await to.dispose();
      rmSync(work, { recursive: true, force: true });
    }
  });
});
