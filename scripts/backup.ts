/**
 * npm run backup                         back up the database of DATABASE_URL (or the embedded one in DATA_DIR)
 *                                        and DATA_DIR/uploads to backups/floorshop-<engine>-<yyyymmdd>-<hhmmss>.tar.gz
 * npm run backup -- --out path.tar.gz    ... to that file instead
 */
import { env } from '../src/lib/env';
import { DatabaseStartupError } from '../src/server/db';
import { openDatabase } from '../src/server/db/client';
import { BackupError } from '../src/server/backup/catalogue';
import { createBackup, defaultBackupPath } from '../src/server/backup/create-backup';
import { uploadsRoot } from '../src/server/storage/storage';

async function main() {
  const i = process.argv.indexOf('--out');
  if (i > 0 && !process.argv[i + 1])
    throw new BackupError('--out takes the path of the archive to write, e.g. --out backups/before-upgrade.tar.gz');
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    const out = i > 0 ? process.argv[i + 1] : defaultBackupPath(handle.kind);
    const { file, manifest } = await createBackup(handle, { out, uploadsDir: uploadsRoot() });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `backup of ${handle.kind} at ${handle.location} (schema ${manifest.schema.migration}): ${manifest.tables.length} tables, ${rows} rows, uploads`,
    );
    console.log(file);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  if (err instanceof DatabaseStartupError || err instanceof BackupError) console.error(`\n[floorshop] backup failed: ${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
