/**
 * Global set-up of the integration project (vitest.config.mts): migrates and seeds one database per engine before the
 * files run, so each file copies it (tests/support/database.ts, createSeededTestDatabase) instead of seeding its own.
 * A seed is 25 migrations, the catalogue, its translations and argon2-hashed accounts: seconds per file, on both engines.
 * PGlite: a closed data folder, copied per file. PostgreSQL: a template database, `CREATE DATABASE … TEMPLATE` per file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** folder holding the seeded PGlite database (as DATA_DIR: its pglite/ subfolder) */
    seededPgliteDir: string;
    /** name of the seeded PostgreSQL template database on TEST_DATABASE_URL's server, '' without one */
    seededPostgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const { openDatabase } = await import('@/server/db/client');
  const { prepareDatabase } = await import('@/server/db/prepare');
  const { createPostgresDatabase } = await import('./database');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-seeded-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const seedPglite = async () => {
    const handle = await openDatabase({ dataDir: dir });
    await prepareDatabase(handle, { log: () => {} });
    await handle.close();
  };
  const seedPostgres = async () => {
    if (!process.env.TEST_DATABASE_URL) return '';
    const created = await createPostgresDatabase('floorshop_template');
    cleanups.push(() => created.drop());
    const handle = await openDatabase({ url: created.url, poolSize: 2 });
    await prepareDatabase(handle, { log: () => {} });
    await handle.close();
    return new URL(created.url).pathname.slice(1);
  };
  const [, template] = await Promise.all([seedPglite(), seedPostgres()]);
  project.provide('seededPgliteDir', dir);
  project.provide('seededPostgresTemplate', template);

  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
