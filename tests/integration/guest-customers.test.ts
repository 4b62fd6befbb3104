import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  process.env.DATA_DIR = mkdtempSync(`${os.tmpdir()}/floorshop-guests-`);
});
vi.mock('next/cache', () => import('../support/next-cache'));

import { eq, sql } from 'drizzle-orm';
import { countUnconfirmedOrders, listAccountOrders } from '@/server/account/list-orders';
import { mailResetLink, requestPasswordReset, resetPassword } from '@/server/account/password-reset';
import { registerUser } from '@/server/account/register-user';
import { confirmEmailChange, requestEmailConfirmation } from '@/server/account/change-email';
import { linkOAuthAccount } from '@/server/auth/link-oauth-account';
import { SignInThrottle } from '@/server/auth/throttle';
import { verifyCredentials } from '@/server/auth/verify-credentials';
import { IN_MEMORY } from '@/server/security/limiter';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { findCustomerOrder } from '@/server/orders/find-order';
import { createCustomer, createOrder, createProduct, createStaff } from '../factories';
import { uniqueTag } from '../factories/unique-tag';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';

const PASSWORD = 'amber-tile-grout-42';

describe.each(ENGINES)('guest customers on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let deliveryId: string;

  const address = (email: string, fullName = 'Priya Sandhu') => ({
    fullName,
    phone: '604-555-0123',
    email,
    house: '12 King George Blvd',
    city: 'Surrey',
    state: 'BC',
    zipCode: 'V3T 2W1',
    country: 'CA',
  });
  const checkout = (productId: string, email: string, fullName?: string) => ({
    items: [{ productId, qty: 1 }],
    billing: address(email, fullName),
    shipping: address(email, fullName),
    shippingOptionId: deliveryId,
    paymentMethod: 'cod',
    checkoutKey: randomUUID().replace(/-/g, ''),
  });
  const guestOrder = async (email: string, fullName?: string) => {
    const p = await createProduct(db, { quantity: 50 });
    const res = await placeOrder(checkout(p.id, email, fullName), {}, db);
    if (!res.ok) throw new Error(res.code);
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    return o;
  };
  const userByEmail = async (email: string) =>
    db
      .select()
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()));
  /** the link a mail carried, as the token of /reset-password */
  const mailedToken = async (userId: string, email: string) => {
    let link = '';
    await mailResetLink({ id: userId, email }, { origin: 'http://shop.test', compose: (l) => ((link = l), { subject: 's', text: l }) }, db);
    return new URL(link).searchParams.get('token')!;
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    [{ id: deliveryId }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
  });
  afterAll(async () => tdb?.dispose());

  it('a guest order creates a customer record without a login, and the next guest order of that e-mail (any case) joins it', async () => {
    const email = `guest-${uniqueTag()}@example.com`;
    const first = await guestOrder(email);
    const [record] = await userByEmail(email);
    expect(record).toMatchObject({
      role: 'customer',
      passwordHash: null,
      name: 'Priya Sandhu',
      phone: '604-555-0123',
      emailVerifiedAt: null,
    });
    expect(first).toMatchObject({ userId: record.id, linkedByEmail: true });

    const second = await guestOrder(email.toUpperCase(), 'Someone Else');
    expect(second.userId).toBe(record.id);
    const records = await userByEmail(email);
    expect(records).toHaveLength(1);
    // checkout never changes an existing record
    expect(records[0].name).toBe('Priya Sandhu');

    // no login: no password, so the credentials check fails like a wrong password
    const check = await verifyCredentials({ email, password: PASSWORD }, '10.0.0.1', { db, throttle: SignInThrottle.create(IN_MEMORY) });
    expect(check).toBeNull();
  });

  it('a signed-in customer keeps their own orders as before (not linked by e-mail)', async () => {
    const me = await createCustomer(db, { emailVerifiedAt: null });
    const p = await createProduct(db, { quantity: 5 });
    const res = await placeOrder(checkout(p.id, `other-${uniqueTag()}@example.com`), { userId: me.id }, db);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, res.order.id));
    expect(o).toMatchObject({ userId: me.id, linkedByEmail: false });
    expect((await listAccountOrders(me.id, db)).map((x) => x.id)).toEqual([o.id]);
  });

  it('never joins a staff or admin record: the guest order stays unlinked and the staff record unchanged', async () => {
    const staff = await createStaff(db, { order: { view: true } }, { passwordHash: 'x' });
    const o = await guestOrder(staff.email.toUpperCase());
    expect(o).toMatchObject({ userId: null, linkedByEmail: false });
    const [after] = await db.select().from(t.users).where(eq(t.users.id, staff.id));
    expect(after).toMatchObject({ role: 'staff', name: staff.name, passwordHash: 'x' });
  });

  it('concurrent guest checkouts with one new e-mail make one record and link every order to it', async () => {
    const email = `rush-${uniqueTag()}@example.com`;
    const p = await createProduct(db, { quantity: 100 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeOrder(checkout(p.id, i % 2 ? email : email.toUpperCase()), {}, db)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    const records = await userByEmail(email);
    expect(records).toHaveLength(1);
    const linked = await db.select({ userId: t.orders.userId }).from(t.orders).where(eq(t.orders.email, email));
    expect(linked).toHaveLength(12);
    expect(new Set(linked.map((l) => l.userId))).toEqual(new Set([records[0].id]));
  });

  it('a refused guest order (out of stock) makes no record', async () => {
    const email = `refused-${uniqueTag()}@example.com`;
    const p = await createProduct(db, { quantity: 0 });
    const res = await placeOrder(checkout(p.id, email), {}, db);
    expect(res).toMatchObject({ ok: false, code: 'outOfStock' });
    expect(await userByEmail(email)).toHaveLength(0);
  });

  it('sign-up with a guest e-mail claims the record only through the mailed link, which shows the earlier orders', async () => {
    const email = `claim-${uniqueTag()}@example.com`;
    const order = await guestOrder(email);
    const res = await registerUser({ name: 'Mallory', email, password: PASSWORD }, db);
    expect(res).toMatchObject({ ok: true, claim: true, id: order.userId });
    // nothing changed before the proof: no password, no new name, cannot sign in
    const [before] = await userByEmail(email);
    expect(before).toMatchObject({ passwordHash: null, name: 'Priya Sandhu', emailVerifiedAt: null });
    const throttle = SignInThrottle.create(IN_MEMORY);
    expect(await verifyCredentials({ email, password: PASSWORD }, '10.0.0.2', { db, throttle })).toBeNull();

    // the mailed link (the password-reset machinery) proves the address
    const token = await mailedToken(before.id, email);
    expect(await resetPassword({ token, password: PASSWORD }, {}, db)).toEqual({ ok: true });
    const [after] = await userByEmail(email);
    expect(after.passwordHash).not.toBeNull();
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(await verifyCredentials({ email, password: PASSWORD }, '10.0.0.2', { db, throttle })).toMatchObject({ id: before.id });
    expect((await listAccountOrders(before.id, db)).map((o) => o.number)).toEqual([order.number]);
    expect((await findCustomerOrder(before.id, order.id, db))?.number).toBe(order.number);
    // the record has a login now: a second sign-up is refused as before
    expect(await registerUser({ name: 'Again', email, password: PASSWORD }, db)).toMatchObject({ ok: false, error: 'emailTaken' });
  });

  it('an account whose address is not verified does not see guest orders that joined it until the address is proven', async () => {
    const email = `unverified-${uniqueTag()}@example.com`;
    const reg = await registerUser({ name: 'Early Bird', email, password: PASSWORD }, db);
    expect(reg).toMatchObject({ ok: true });
    if (!reg.ok) return;
    expect(reg.claim).toBeFalsy();
    const o = await guestOrder(email);
    expect(o.userId).toBe(reg.id);
    expect(await listAccountOrders(reg.id, db)).toEqual([]);
    expect(await findCustomerOrder(reg.id, o.id, db)).toBeNull();
    expect(await countUnconfirmedOrders(reg.id, db)).toBe(1);

    // "forgot password" proves the address: the order shows
    let link = '';
    await requestPasswordReset({ email }, { origin: 'http://shop.test', compose: (l) => ((link = l), { subject: 's', text: l }) }, db);
    expect(await resetPassword({ token: new URL(link).searchParams.get('token'), password: 'new-grout-amber-77' }, {}, db)).toEqual({
      ok: true,
    });
    expect((await listAccountOrders(reg.id, db)).map((x) => x.id)).toEqual([o.id]);
    expect(await countUnconfirmedOrders(reg.id, db)).toBe(0);
  });

  it('"confirm your e-mail" in the profile mails the own address a link that shows the joined orders', async () => {
    const email = `confirm-${uniqueTag()}@example.com`;
    const reg = await registerUser({ name: 'Late Confirmer', email, password: PASSWORD }, db);
    if (!reg.ok) throw new Error(reg.error);
    const o = await guestOrder(email);
    expect(await countUnconfirmedOrders(reg.id, db)).toBe(1);
    let link = '';
    const sent = await requestEmailConfirmation(
      reg.id,
      { origin: 'http://shop.test', compose: (l) => ((link = l), { subject: 's', text: l }) },
      db,
    );
    expect(sent).toEqual({ ok: true, sent: true });
    const url = new URL(link);
    expect(url.pathname).toBe('/confirm-email');
    expect(url.searchParams.get('verify')).toBe('1');
    // someone else signed in cannot use it
    const other = await createCustomer(db);
    expect(await confirmEmailChange(url.searchParams.get('token'), { signedInAs: other.id }, db)).toEqual({
      ok: false,
      error: 'tokenInvalid',
    });
    expect(await listAccountOrders(reg.id, db)).toEqual([]);
    expect(await confirmEmailChange(url.searchParams.get('token'), { signedInAs: reg.id }, db)).toEqual({
      ok: true,
      email,
      confirmed: true,
    });
    expect((await listAccountOrders(reg.id, db)).map((x) => x.id)).toEqual([o.id]);
    expect(await countUnconfirmedOrders(reg.id, db)).toBe(0);
    // a verified address gets no further link
    expect(await requestEmailConfirmation(reg.id, { origin: 'http://shop.test', compose: (l) => ({ subject: 's', text: l }) }, db)).toEqual(
      {
        ok: true,
        sent: false,
      },
    );
  });

  it('"forgot password" on a guest record works as a claim', async () => {
    const email = `forgot-${uniqueTag()}@example.com`;
    const o = await guestOrder(email);
    let link = '';
    const sent = await requestPasswordReset(
      { email },
      { origin: 'http://shop.test', compose: (l) => ((link = l), { subject: 's', text: l }) },
      db,
    );
    expect(sent).toEqual({ ok: true, sent: true });
    expect(await resetPassword({ token: new URL(link).searchParams.get('token'), password: PASSWORD }, {}, db)).toEqual({ ok: true });
    expect((await listAccountOrders(o.userId!, db)).map((x) => x.id)).toEqual([o.id]);
  });

  it('Google with a verified address claims a guest record; an unverified provider address does not', async () => {
    const email = `oauth-${uniqueTag()}@example.com`;
    const o = await guestOrder(email);
    const unverified = await linkOAuthAccount(
      { provider: 'facebook', providerAccountId: `fb-${uniqueTag()}`, email, emailVerified: false },
      {},
      db,
    );
    expect(unverified).toEqual({ ok: false, reason: 'linkRequired' });
    const res = await linkOAuthAccount({ provider: 'google', providerAccountId: `g-${uniqueTag()}`, email, emailVerified: true }, {}, db);
    expect(res).toMatchObject({ ok: true, user: { id: o.userId } });
    const [u] = await userByEmail(email);
    expect(u.emailVerifiedAt).not.toBeNull();
    expect((await listAccountOrders(u.id, db)).map((x) => x.id)).toEqual([o.id]);
    // linked now: sign-up no longer claims it
    expect(await registerUser({ name: 'X', email, password: PASSWORD }, db)).toMatchObject({ ok: false, error: 'emailTaken' });
  });

  it('the backfill migration links old guest orders to new or existing customer records, never to staff', async () => {
    const [p] = await db.select().from(t.products).limit(1);
    const tag = uniqueTag();
    const newEmail = `old-${tag}@example.com`;
    const customer = await createCustomer(db, { email: `known-${tag}@example.com` });
    const staff = await createStaff(db, {}, { email: `staff-old-${tag}@staff.test` });
    const oldA = await createOrder(db, [{ product: p }], { email: newEmail, billing: address(newEmail, 'Old Name') });
    const oldB = await createOrder(db, [{ product: p }], { email: newEmail.toUpperCase(), billing: address(newEmail, 'Newer Name') });
    await db
      .update(t.orders)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(t.orders.id, oldB.id));
    const known = await createOrder(db, [{ product: p }], { email: customer.email.toUpperCase() });
    const staffOrder = await createOrder(db, [{ product: p }], { email: staff.email });

    // found by its name, whatever number the migration gets
    const name = readdirSync(MIGRATIONS_FOLDER).find((f) => /^\d{4}_guest-customers\.sql$/.test(f))!;
    const file = readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const [made] = await userByEmail(newEmail);
    expect(made).toMatchObject({ role: 'customer', passwordHash: null, name: 'Newer Name', email: newEmail });
    const rows = await db
      .select({ id: t.orders.id, userId: t.orders.userId, linkedByEmail: t.orders.linkedByEmail })
      .from(t.orders)
      .where(sql`${t.orders.id} in (${oldA.id}, ${oldB.id}, ${known.id}, ${staffOrder.id})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(oldA.id)).toMatchObject({ userId: made.id, linkedByEmail: true });
    expect(byId.get(oldB.id)).toMatchObject({ userId: made.id, linkedByEmail: true });
    expect(byId.get(known.id)).toMatchObject({ userId: customer.id, linkedByEmail: true });
    expect(byId.get(staffOrder.id)).toMatchObject({ userId: null, linkedByEmail: false });
    // running it again changes nothing
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await userByEmail(newEmail)).toHaveLength(1);
  });
});
