import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox; env is read once at import
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-order-update-`);
  process.env.DATA_DIR = dir;
  process.env.SITE_URL = 'https://shop.example.com';
  delete process.env.SMTP_URL;
  return dir;
});

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { bulkSetOrderStatus, getOrder, setOrderStatus } from '@/server/dashboard/orders';
import { editOrder } from '@/server/dashboard/orders/order-edit';
import { recordPayment, recordRefund } from '@/server/dashboard/orders/order-payments';
import { setOrderShipment } from '@/server/dashboard/orders/order-shipment';
import { placeOrder } from '@/server/orders/place-order';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';
import { mailsSince, outboxFiles } from '../support/outbox';
import { checkoutOf } from '../support/orders';
import { createProduct, testAddress, uniqueTag } from '../factories';

afterAll(() => rmSync(outboxRoot, { recursive: true, force: true }));

describe.each(ENGINES)('the customer is told of staff changes on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  let productId: string;
  let deliveryId: string;

  async function order(locale = 'en') {
    const email = `update-${uniqueTag()}@example.com`;
    const checkout = checkoutOf({ ...testAddress, fullName: 'Harpreet Gill', email }, deliveryId);
    const res = await placeOrder(checkout([{ productId, qty: 3 }]), { locale }, db);
    if (!res.ok) throw new Error(res.code);
    actAs(actors.staffEdit);
    return { id: res.order.id, number: res.order.number, email, total: res.order.total };
  }
  /** runs a staff change and returns the mails it sent */
  const mailsOf = async (change: () => Promise<{ ok: boolean }>) => {
    const before = outboxFiles(outboxRoot);
    const res = await change();
    expect(res, JSON.stringify(res)).toMatchObject({ ok: true });
    return mailsSince(outboxRoot, before);
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
    productId = (await createProduct(db, { name: 'Update Oak Plank', price: '45.50', quantity: -1 })).id;
    [{ id: deliveryId }] = await db
      .select({ id: t.shippingOptions.id })
      .from(t.shippingOptions)
      .where(eq(t.shippingOptions.kind, 'delivery'))
      .limit(1);
  });
  afterAll(async () => tdb?.dispose());

  it('a delivery and a cancellation each send one mail to the order’s address, in its language; unticked, none', async () => {
    const o = await order();
    expect((await setOrderStatus({ id: o.id, status: 'confirmed' })).ok).toBe(true);
    expect((await setOrderShipment({ id: o.id, carrier: 'canada-post', trackingNumber: '7023 4567 8901 2345' })).ok).toBe(true);
    const delivered = await mailsOf(() => setOrderStatus({ id: o.id, status: 'delivered' }));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(`To: ${o.email}`);
    expect(delivered[0]).toContain(`Your order ${o.number} has been delivered`);

    // a step in between mails nothing
    const next = await order();
    expect(await mailsOf(() => setOrderStatus({ id: next.id, status: 'confirmed' }))).toEqual([]);
    expect(await mailsOf(() => setOrderStatus({ id: next.id, status: 'cancelled', notify: false }))).toEqual([]);

    const fr = await order('fr');
    const cancelled = await mailsOf(() => setOrderStatus({ id: fr.id, status: 'cancelled' }));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toContain(`Votre commande ${fr.number} a été annulée`);
  });

  it('a refund recorded by hand tells the amount and how it comes back; unticked, no mail', async () => {
    const o = await order();
    expect((await recordPayment({ orderId: o.id, note: 'cash' })).ok).toBe(true);
    const [p] = await db.select().from(t.payments).where(eq(t.payments.orderId, o.id));
    const mails = await mailsOf(() => recordRefund({ paymentId: p.id, amount: '10.50', reason: 'One box returned' }));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`We have refunded $10.50 on your order ${o.number}.`);
    expect(mails[0]).toContain('given back to you directly');
    // the staff member's reason stays inside the shop
    expect(mails[0]).not.toContain('One box returned');
    expect(await mailsOf(() => recordRefund({ paymentId: p.id, amount: '1.00', reason: 'Goodwill', notify: false }))).toEqual([]);
  });

  it('an edit sends the lines and the new total', async () => {
    const o = await order();
    const loaded = await getOrder({ id: o.id });
    if (!loaded.ok) throw new Error(loaded.error);
    const items = loaded.data.items.map((i) => ({ itemId: i.id, qty: i.quantity + 1 }));
    const mails = await mailsOf(() =>
      editOrder({ id: o.id, version: loaded.data.updatedAt, items, add: [], shipping: loaded.data.shipping }),
    );
    expect(mails).toHaveLength(1);
    const [edited] = await db.select().from(t.orders).where(eq(t.orders.id, o.id));
    expect(edited.total).not.toBe(o.total);
    expect(mails[0]).toContain(`Your order ${o.number} has been updated`);
    expect(mails[0]).toContain('Update Oak Plank × 4: $182.00');
    expect(mails[0]).toContain(`New total: $${edited.total}`);

    const again = await getOrder({ id: o.id });
    if (!again.ok) throw new Error(again.error);
    const quiet = again.data.items.map((i) => ({ itemId: i.id, qty: i.quantity - 1 }));
    expect(
      await mailsOf(() =>
        editOrder({ id: o.id, version: again.data.updatedAt, items: quiet, add: [], shipping: again.data.shipping, notify: false }),
      ),
    ).toEqual([]);
  });

  it('a selection moves order by order by the same rules: what the machine refuses is reported, the rest moves and is told', async () => {
    const pending = await order();
    const confirmed = await order();
    expect((await setOrderStatus({ id: confirmed.id, status: 'confirmed' })).ok).toBe(true);
    const shipped = await order();
    expect((await setOrderStatus({ id: shipped.id, status: 'confirmed' })).ok).toBe(true);
    expect((await setOrderShipment({ id: shipped.id, carrier: 'canada-post', trackingNumber: '7023 4567 8901 2346' })).ok).toBe(true);
    const gone = randomUUID();

    const before = outboxFiles(outboxRoot);
    const processing = await bulkSetOrderStatus({ ids: [pending.id, confirmed.id, shipped.id, gone, confirmed.id], status: 'processing' });
    expect(processing).toMatchObject({
      ok: true,
      data: {
        done: [{ id: confirmed.id, number: confirmed.number }],
        refused: [
          { id: pending.id, number: pending.number, reason: 'statusNotAllowed' },
          { id: shipped.id, number: shipped.number, reason: 'statusNotAllowed' },
          { id: gone, number: null, reason: 'notFound' },
        ],
      },
    });
    const statusOf = async (id: string) => (await db.select({ s: t.orders.status }).from(t.orders).where(eq(t.orders.id, id)))[0].s;
    expect(await statusOf(confirmed.id)).toBe('processing');
    expect(await statusOf(pending.id)).toBe('pending');
    // processing is no news to the customer
    expect(mailsSince(outboxRoot, before)).toEqual([]);

    const delivered = await mailsOf(() => bulkSetOrderStatus({ ids: [shipped.id, confirmed.id], status: 'delivered' }));
    expect(await statusOf(shipped.id)).toBe('delivered');
    expect(await statusOf(confirmed.id)).toBe('processing');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toContain(`Your order ${shipped.number} has been delivered`);

    // a status a selection cannot take (a shipment needs its tracking), an empty or oversized selection: refused whole
    expect(await bulkSetOrderStatus({ ids: [confirmed.id], status: 'shipped' })).toMatchObject({ ok: false, status: 400 });
    expect(await bulkSetOrderStatus({ ids: [], status: 'processing' })).toMatchObject({ ok: false, fieldErrors: { ids: 'required' } });
    expect(await bulkSetOrderStatus({ ids: Array.from({ length: 101 }, () => randomUUID()), status: 'processing' })).toMatchObject({
      ok: false,
      fieldErrors: { ids: 'maxItems:100' },
    });
  });
});
