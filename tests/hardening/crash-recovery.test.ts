/**
 * (docs/requirements.md, "Crash and restart"): kill -9 of the server in the middle of order placement leaves either a whole order or none, and the
 * stock consistent — on PostgreSQL and on the embedded PGlite (whose data folder must open again after the crash).
 * (A full disk for uploads: tests/integration/dashboard-upload.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINES, type Engine } from '../support/database';
import { ensureBuild, prepareDatabase, startApp, type AppInstance } from './support/app';
import {
  callPlaceOrder,
  checkoutInput,
  consistencyProblems,
  openReader,
  orderableLines,
  placeOrderActionId,
  stockSnapshot,
  type CheckoutLine,
  type Reader,
  type StockSnapshot,
} from './support/shop';

const PORT = 3520;
/** concurrent buyers, each placing orders back to back */
const BUYERS = 16;
/** the server is killed once this many orders were confirmed (the others are in flight at that moment) */
const KILL_AFTER_CONFIRMED = 24;
/**
 * production refuses to start without a session secret; the test plays one proxy, so each order's X-Forwarded-For
 * (callPlaceOrder) is its own client address and the order limits per address hold no buyer back
 */
const SECRET = { NEXTAUTH_SECRET: 'hardening-crash-recovery-secret-0123456789', TRUSTED_PROXIES: '1' };

async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface Target {
  env: Record<string, string>;
  reader: () => Promise<Reader>;
  /** whether the test may read the database while the app has it open (PGlite: one process per folder) */
  sharedReads: boolean;
  dispose(): Promise<void>;
}

async function makeTarget(engine: Engine): Promise<Target> {
  if (engine === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-crash-'));
    return {
      env: { ...SECRET, DATA_DIR: dir },
      reader: () => openReader({ dataDir: dir }),
      sharedReads: false,
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase('floorshop_failure_crash');
  return {
    env: { ...SECRET, DATABASE_URL: created.url },
    reader: () => openReader({ url: created.url }),
    sharedReads: true,
    dispose: created.drop,
  };
}

describe.each(ENGINES)('kill -9 during order placement on %s', (engine) => {
  let target: Target;
  let app: AppInstance | undefined;
  let before: StockSnapshot;
  let lines: { productId: string; variantId?: string; stock: number }[];
  let shippingOptionId: string;
  let actionId: string;

  beforeAll(async () => {
    ensureBuild();
    actionId = placeOrderActionId();
    target = await makeTarget(engine);
    prepareDatabase(target.env);
    const db = await target.reader();
    try {
      before = await stockSnapshot(db);
      lines = await orderableLines(db, 6);
      [{ id: shippingOptionId }] = await db.query<{ id: string }>('select id from shipping_options where active order by cost limit 1');
    } finally {
      await db.close();
    }
    expect(lines.length).toBeGreaterThanOrEqual(6);
  });

  afterAll(async () => {
    await app?.stop();
    await target?.dispose();
  });

  it('leaves every order whole or absent, every confirmed order kept, the stock equal to seeded minus ordered, and the app starts again', async () => {
    app = await startApp({ port: PORT, env: target.env });
    const first = app;
    let killed = false;
    const confirmed: string[] = [];
    const refusals: string[] = [];
    const unexpected: string[] = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let connectionErrorsAfterKill = 0;
    let connectionErrorsBeforeKill = 0;

    const randomLines = (): CheckoutLine[] => {
      const n = 1 + Math.floor(Math.random() * 3);
      const picked = [...lines].sort(() => Math.random() - 0.5).slice(0, n);
      return picked.map((l) => ({
        productId: l.productId,
        ...(l.variantId ? { variantId: l.variantId } : {}),
        qty: 1 + Math.floor(Math.random() * 2),
      }));
    };

    const buyer = async () => {
      while (!killed) {
        inFlight++;
        try {
          const answer = await callPlaceOrder(first.url, actionId, checkoutInput(randomLines(), shippingOptionId));
          const r = answer.result as { ok?: boolean; error?: string; data?: { order: { number: string } } } | null;
          if (r?.ok && r.data) confirmed.push(r.data.order.number);
          else if (r && r.ok === false && r.error === 'outOfStock') refusals.push(r.error);
          else unexpected.push(`${answer.status} ${answer.body.slice(0, 300)}`);
        } catch (err) {
          if (killed) connectionErrorsAfterKill++;
          else connectionErrorsBeforeKill++;
          if (!killed) unexpected.push(`connection failed before the kill: ${(err as Error).message}`);
        } finally {
          inFlight--;
        }
      }
    };

    const buyers = Array.from({ length: BUYERS }, buyer);
    await waitUntil(
      () => confirmed.length >= KILL_AFTER_CONFIRMED || unexpected.length > 0,
      120_000,
      `${KILL_AFTER_CONFIRMED} confirmed orders`,
    );
    killed = true;
    inFlightAtKill = inFlight;
    await first.kill();
    await Promise.all(buyers);
    const confirmedAtKill = confirmed.length;

    expect(unexpected).toEqual([]);
    expect(connectionErrorsBeforeKill).toBe(0);
    // the kill landed while orders were being placed: requests in flight lost their connection
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(connectionErrorsAfterKill).toBeGreaterThan(0);
    expect(confirmedAtKill).toBeGreaterThanOrEqual(KILL_AFTER_CONFIRMED);

    // the same database opens again (PGlite: the folder and its lock of the killed process) and takes orders
    const restartedAt = Date.now();
    app = await startApp({ port: PORT, env: target.env });
    const restartMs = Date.now() - restartedAt;
    const after = await callPlaceOrder(
      app.url,
      actionId,
      checkoutInput(
        [{ productId: lines[0].productId, ...(lines[0].variantId ? { variantId: lines[0].variantId } : {}), qty: 1 }],
        shippingOptionId,
      ),
    );
    expect(after.result).toMatchObject({ ok: true });
    confirmed.push((after.result as { data: { order: { number: string } } }).data.order.number);

    if (!target.sharedReads) {
      await app.stop();
      app = undefined;
    }
    const db = await target.reader();
    try {
      const { problems, orders } = await consistencyProblems(db, before);
      expect(problems).toEqual([]);
      // every order the server confirmed before it died is still there
      const numbers = new Set((await db.query<{ number: string }>('select number from orders')).map((o) => o.number));
      expect(confirmed.filter((n) => !numbers.has(n))).toEqual([]);
      console.log(
        `[crash ${engine}] ${BUYERS} buyers; confirmed before the kill: ${confirmedAtKill}, refused (out of stock): ${refusals.length}, ` +
          `in flight at the kill: ${inFlightAtKill}, connection errors: ${connectionErrorsAfterKill}; orders in the database after the restart: ${orders} ` +
          `(${orders - confirmed.length} committed but never answered); restart took ${restartMs} ms`,
      );
    } finally {
      await db.close();
    }
  });
});
