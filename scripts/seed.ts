/**
 * npm run seed                      fill in whatever seed data is missing (idempotent)
 * npm run seed -- --products 100000 then grow the catalogue to 100000 products for benchmarks
 */
import { env } from '../src/lib/env';
import { DatabaseStartupError } from '../src/server/db';
import { prepareDatabase } from '../src/server/db/prepare';
import { openDatabase } from '../src/server/db/client';
import { seedLargeCatalog } from '../src/server/db/seed/seed-large-catalog';
import { generateImages } from './generate-images';

async function main() {
  const i = process.argv.indexOf('--products');
  const total = i > 0 ? Number(process.argv[i + 1]) : 0;
  if (i > 0 && (!Number.isInteger(total) || total < 1 || total > 5_000_000)) {
    throw new Error('--products takes a whole number between 1 and 5000000');
  }
  await generateImages();
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(handle, { force: true });
    if (total) console.log(`catalogue now holds ${await seedLargeCatalog(handle.db, total, console.log)} products`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof DatabaseStartupError ? `\n[floorshop] ${err.message}\n` : err);
  process.exit(1);
});
