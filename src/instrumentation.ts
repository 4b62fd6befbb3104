import { env } from '@/lib/env';

/** Runs once when the server starts: open and migrate the database, seed it when new. */
export async function register() {
  if (env.NEXT_RUNTIME !== 'nodejs' || env.NEXT_PHASE === 'phase-production-build') return;
  const { getDbHandle, prepareDatabase, DatabaseStartupError } = await import('@/server/db');
  try {
    const handle = await getDbHandle();
    if (env.SKIP_SEED !== '1') await prepareDatabase(handle);
    console.log(`[db] ready: ${handle.kind} at ${handle.location}`);
  } catch (err) {
    if (err instanceof DatabaseStartupError) {
      console.error(`\n[floorshop] cannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
