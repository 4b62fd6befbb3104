/**
 * Findings of an outside security probe, checked through the real server (server.mjs on the production build):
 * - the checkout's limits per client address (docs/requirements.md, "Order limits") hold for requests that come
 *   through server.mjs, which derives the address (TRUSTED_PROXIES=1: the test plays the proxy);
 * - a server action body nested thousands of levels deep is refused with 400 before Next.js decodes it (it used
 *   to overflow the stack: 500 and a stack trace in the log).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild, prepareDatabase, startApp, type AppInstance } from './support/app';
import { callPlaceOrder, checkoutInput, openReader, orderableLines, placeOrderActionId } from './support/shop';

const PORT = 3411;

describe('security probe findings through the real server', () => {
  let app: AppInstance;
  let dataDir: string;
  let actionId: string;
  let line: { productId: string; variantId?: string };
  let shippingOptionId: string;

  beforeAll(async () => {
    ensureBuild();
    actionId = placeOrderActionId();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-probe-'));
    const env = { DATA_DIR: dataDir, SEED_DEMO: '0' };
    prepareDatabase(env);
    // the embedded database opens in one process at a time: read what the test needs before the app starts
    const db = await openReader({ dataDir });
    try {
      const [l] = await orderableLines(db, 1);
      line = { productId: l.productId, ...(l.variantId ? { variantId: l.variantId } : {}) };
      [{ id: shippingOptionId }] = await db.query<{ id: string }>('select id from shipping_options where active order by cost limit 1');
    } finally {
      await db.close();
    }
    app = await startApp({ port: PORT, env: { ...env, TRUSTED_PROXIES: '1' } });
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('a client address places at most 5 orders paid on delivery an hour; the next is refused in words, others may still order', async () => {
    const order = (clientAddress: string) =>
      callPlaceOrder(app.url, actionId, checkoutInput([{ ...line, qty: 1 }], shippingOptionId), '', { 'x-forwarded-for': clientAddress });
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await order('203.0.113.77')).result);
    expect(answers.slice(0, 5).map((r) => r?.ok)).toEqual([true, true, true, true, true]);
    expect(answers[5]).toMatchObject({ ok: false, status: 429, error: 'tooManyOrders', params: { minutes: expect.any(Number) } });
    // a client cannot pick a new address: what it writes left of the proxy's entry is not its address
    expect(
      (
        await callPlaceOrder(app.url, actionId, checkoutInput([{ ...line, qty: 1 }], shippingOptionId), '', {
          'x-forwarded-for': '10.1.2.3, 203.0.113.77',
        })
      ).result,
    ).toMatchObject({
      ok: false,
      error: 'tooManyOrders',
    });
    expect((await order('203.0.113.78')).result).toMatchObject({ ok: true });
  });

  it('refuses a server action body nested deeper than any input with 400, before Next.js decodes it', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const text = await fetch(`${app.url}/checkout`, {
      method: 'POST',
      headers: { 'Next-Action': actionId, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component', Origin: app.url },
      body: `[${deep}]`,
    });
    expect(text.status).toBe(400);
    const form = new FormData();
    form.set('1_$ACTION_ID_x', '');
    form.set('0', `[${deep}]`);
    const multipart = await fetch(`${app.url}/checkout`, {
      method: 'POST',
      headers: { 'Next-Action': actionId, Accept: 'text/x-component', Origin: app.url },
      body: form,
    });
    expect(multipart.status).toBe(400);
    expect(app.output()).not.toMatch(/Maximum call stack/);
    // an ordinary order still goes through the same door
    expect(
      (
        await callPlaceOrder(app.url, actionId, checkoutInput([{ ...line, qty: 1 }], shippingOptionId), '', {
          'x-forwarded-for': '203.0.113.90',
        })
      ).result,
    ).toMatchObject({
      ok: true,
    });
  });
});
