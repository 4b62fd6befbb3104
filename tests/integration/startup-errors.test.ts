import { mkdtempSync, writeFileSync, chmodSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseStartupError, openDatabase } from '@/server/db/client';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'floorshop-bad-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('a database that cannot be opened stops start-up with a clear message', () => {
  it('names the path when the data folder is a file', async () => {
    const file = path.join(tmp, 'not-a-folder');
    writeFileSync(file, 'x');
    const err = await openDatabase({ dataDir: file }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseStartupError);
    expect(err.message).toContain(path.join(file, 'pglite'));
  });

  it.skipIf(process.getuid?.() === 0)('names the permission problem for a read-only folder', async () => {
    const ro = path.join(tmp, 'ro');
    mkdirSync(ro);
    chmodSync(ro, 0o500);
    const err = await openDatabase({ dataDir: ro }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseStartupError);
    expect(err.message).toMatch(/permission/);
  });

  it('says the PostgreSQL server is unreachable', async () => {
    const err = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/floorshop' }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseStartupError);
    expect(err.message).toMatch(/127\.0\.0\.1:1\/floorshop refused the connection/);
  });

  it('rejects a malformed DATABASE_URL', async () => {
    const err = await openDatabase({ url: 'not a url' }).catch((e) => e);
    expect(err).toBeInstanceOf(DatabaseStartupError);
    expect(err.message).toMatch(/not a valid postgres/);
  });
});
