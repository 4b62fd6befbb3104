import 'server-only';
import { env } from '@/lib/env';
import { DatabaseStartupError, getDbHandle } from '@/server/db';
import { prepareDatabase } from '@/server/db/prepare';
import { getAuthSecret, MissingSecretError } from '@/server/auth/secret';
import { MissingSiteOriginError, siteOrigin } from '@/lib/site-origin';
import { scheduleOrderRelease } from '@/server/payments/release-expired-orders';
import { scheduleLowStockSummary } from '@/server/stock/low-stock-summary';

/** Server start (Node runtime): open and migrate the database, seed it when new; a clear message and exit on failure. */
export async function startServer(): Promise<void> {
  if (env.NEXT_PHASE === 'phase-production-build') return;
  try {
    getAuthSecret();
    siteOrigin();
  } catch (err) {
    if (err instanceof MissingSecretError || err instanceof MissingSiteOriginError) {
      console.error(`\n[floorshop] cannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  try {
    const handle = await getDbHandle();
    if (env.SKIP_SEED !== '1') await prepareDatabase(handle);
    console.log(`[db] ready: ${handle.kind} at ${handle.location}`);
    // unpaid online orders give their stock back after PAYMENT_RESERVE_MINUTES
    scheduleOrderRelease();
    // the morning low-stock e-mail, when switched on in settings
    scheduleLowStockSummary();
  } catch (err) {
    if (err instanceof DatabaseStartupError) {
      console.error(`\n[floorshop] cannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}
