import 'server-only';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './client';
import { DatabaseStartupError } from './client';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

/** Applies the committed migrations in drizzle/ (idempotent; same files for PGlite and PostgreSQL). */
export async function migrateDatabase(handle: DbHandle): Promise<void> {
  try {
    // pg_trgm must exist before the migration that creates the trigram index.
    await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    if (handle.kind === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  } catch (err) {
    throw new DatabaseStartupError(`Database migration failed on ${handle.location}: ${(err as Error)?.message ?? err}`, { cause: err });
  }
}
