/**
 * Runs before the shop starts (npm start -> prestart): generates missing catalogue images,
 * opens the database, applies migrations and seeds a new database. Exits with a clear message
 * when the database cannot be opened.
 */
import { generateImages } from './generate-images';
import { env } from '../src/lib/env';
import { startConfigProblems } from '../src/lib/start-config.mjs';
import { DatabaseStartupError } from '../src/server/db';
import { prepareDatabase } from '../src/server/db/prepare';
import { openDatabase } from '../src/server/db/client';

async function main() {
  // the server runs in production and would refuse to start without these: said now, before any work
  const problems = startConfigProblems();
  if (problems.length) {
    for (const p of problems) console.error(`\n[floorshop] cannot start: ${p}`);
    console.error('');
    process.exit(1);
  }
  await generateImages();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    if (env.SKIP_SEED !== '1') await prepareDatabase(handle);
    else await import('../src/server/db/migrate').then((m) => m.migrateDatabase(handle));
    console.log(`database ready: ${handle.kind} at ${handle.location}`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  if (err instanceof DatabaseStartupError) console.error(`\n[floorshop] cannot start: ${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
