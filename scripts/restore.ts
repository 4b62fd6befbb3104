/**
 * npm run restore -- backups/floorshop-....tar.gz [--yes]
 *
 * Replaces every row of the database (DATABASE_URL, or the embedded one in DATA_DIR) and the DATA_DIR/uploads
 * folder with the backup's. A database that holds data is replaced only with --yes. See docs/operations.md.
 */
import { env } from '../src/lib/env';
import { DatabaseStartupError } from '../src/server/db';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { BackupError } from '../src/server/backup/catalogue';
import { databaseHoldsData, restoreBackup } from '../src/server/backup/restore-backup';
import { uploadsRoot } from '../src/server/storage/storage';
import { cacheStore } from '../src/server/cache/cache-store.mjs';

async function main() {
  const args = process.argv.slice(2);
  const archive = args.find((a) => !a.startsWith('--'));
  if (!archive) throw new BackupError('name the archive to restore: npm run restore -- backups/floorshop-....tar.gz');
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await migrateDatabase(handle);
    if (!args.includes('--yes') && (await databaseHoldsData(handle))) {
      throw new BackupError(
        `the database at ${handle.location} holds data, which the restore replaces entirely (uploads too). Run again with --yes to go ahead: npm run restore -- ${archive} --yes`,
      );
    }
    const report = await restoreBackup(handle, { archive, uploadsDir: uploadsRoot() });
    console.log(
      `restored ${archive} (made ${report.manifest.createdAt} on ${report.manifest.engine}, schema ${report.manifest.schema.migration}) into ${handle.kind} at ${handle.location}: ${report.rows} rows, ${report.uploads} uploaded files`,
    );
    if (report.previousUploads) console.log(`the uploads folder it replaced is kept at ${report.previousUploads}`);
    // pages and reads cached from the replaced data must not be served (docs/operations.md, "What a restore does")
    await cacheStore().clear();
    console.log(env.REDIS_URL ? `emptied the page cache in Redis (${env.REDIS_PREFIX}{cache}:*)` : 'emptied the page cache');
  } finally {
    await handle.close();
  }
}

main()
  // with REDIS_URL the cache store keeps a connection open
  .then(() => process.exit(0))
  .catch((err) => {
    if (err instanceof DatabaseStartupError || err instanceof BackupError) console.error(`\n[floorshop] restore failed: ${err.message}\n`);
    else console.error(err);
    process.exit(1);
  });
