import 'server-only';
import { eq } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { DbHandle } from './client';
import { migrateDatabase } from './migrate';
import * as t from './schema';
import { seedDatabase, type SeedReport } from './seed/seed';

/** Migrate, then seed when the database is new (or always, with force). Used at start and by `npm run seed`. */
export async function prepareDatabase(
  handle: DbHandle,
  opts: { force?: boolean; log?: (line: string) => void } = {},
): Promise<SeedReport | null> {
  const log = opts.log ?? ((line: string) => console.log(line));
  log(`database: applying migrations (${handle.kind} at ${handle.location})`);
  await migrateDatabase(handle);
  if (!opts.force) {
    const [row] = await handle.db.select({ id: t.settings.id }).from(t.settings).where(eq(t.settings.id, 1));
    if (row) return null;
  }
  const demo = env.SEED_DEMO ? env.SEED_DEMO === '1' : handle.kind === 'pglite';
  const report = await seedDatabase(handle.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    demoAccounts: demo,
    demoPassword: env.DEMO_PASSWORD,
    log,
  });
  for (const acc of report.generated) {
    log(`\n  ${acc.role} account created: ${acc.email}  password: ${acc.password}\n  (shown once; change it after signing in)\n`);
  }
  return report;
}
