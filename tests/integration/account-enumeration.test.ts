import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const dataDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  const dir = mkdtempSync(`${os.tmpdir()}/floorshop-enumeration-`);
  process.env.DATA_DIR = dir;
  return dir;
});
/** the work an action hands to next/server's after(): run by the test once the action has answered */
const later = vi.hoisted(() => ({ tasks: [] as (() => unknown)[] }));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void later.tasks.push(task),
}));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 250) + 1}` }),
}));
vi.mock('next/cache', () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: () => {},
  revalidatePath: () => {},
}));
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next-intl/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next-intl/server')>()),
  getLocale: async () => 'en',
}));

import { eq, sql } from 'drizzle-orm';
import { requestResetAction, signUpAction } from '@/features/account/actions';
import { useDbHandle } from '@/server/db';
import { prepareDatabase } from '@/server/db/prepare';
import * as t from '@/server/db/schema';
import { placeOrder } from '@/server/orders/place-order';
import { createCustomer, createProduct, testAddress, uniqueTag } from '../factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/database';

/*
 * Nothing a visitor gets back tells whether an address has an account or placed guest orders (docs/requirements.md,
 * "Password reset" and "Sign-in and sign-up"): the answer is the same, and the mail is written only after it.
 */
describe.each(ENGINES)('account enumeration on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];

  /** the mails in the outbox to this address */
  const mailsTo = (email: string) => {
    const dir = path.join(dataDir, 'outbox');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .filter((m) => m.includes(`To: ${email}`));
  };
  const resetTokens = async (email: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(t.passwordResetTokens)
        .innerJoin(t.users, eq(t.users.id, t.passwordResetTokens.userId))
        .where(eq(t.users.email, email))
    )[0].n;
  const runLater = async () => {
    for (const task of later.tasks.splice(0)) await task();
  };

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    await prepareDatabase(tdb.handle, { log: () => {} });
  });
  afterAll(async () => tdb?.dispose());
  beforeEach(() => void later.tasks.splice(0));

  it('a password reset answers before anything is looked up or mailed, the same for an account and an unknown address', async () => {
    const account = await createCustomer(db, { email: `reset-${uniqueTag()}@example.com` });
    const known = await requestResetAction({ email: account.email });
    // answered: no link made, no mail written yet
    expect(await resetTokens(account.email)).toBe(0);
    expect(mailsTo(account.email)).toEqual([]);
    const unknown = await requestResetAction({ email: `nobody-${uniqueTag()}@example.com` });
    expect(known).toEqual(unknown);
    expect(known).toEqual({ ok: true, data: null });
    // then, after the answer, the account's mail goes out
    await runLater();
    expect(await resetTokens(account.email)).toBe(1);
    expect(mailsTo(account.email)).toHaveLength(1);
  });

  it('sign-up with the address of guest orders answers as for a new address and mails the claim link after the answer', async () => {
    const [{ id: delivery }] = await db.select({ id: t.shippingOptions.id }).from(t.shippingOptions).limit(1);
    const p = await createProduct(db, { quantity: 5 });
    const guestEmail = `guest-${uniqueTag()}@example.com`;
    const order = await placeOrder(
      {
        items: [{ productId: p.id, qty: 1 }],
        billing: { ...testAddress, email: guestEmail },
        shipping: { ...testAddress, email: guestEmail },
        shippingOptionId: delivery,
        paymentMethod: 'cod',
        checkoutKey: `enumeration-${uniqueTag()}-000000`,
      },
      {},
      db,
    );
    expect(order).toMatchObject({ ok: true });

    const claimed = await signUpAction({ name: 'Mallory', email: guestEmail, password: 'amber-tile-grout-42' });
    expect(mailsTo(guestEmail)).toEqual([]);
    const fresh = await signUpAction({ name: 'Newton', email: `new-${uniqueTag()}@example.com`, password: 'amber-tile-grout-42' });
    expect(claimed).toEqual(fresh);
    expect(claimed).toEqual({ ok: true, data: null });
    // the guest record is untouched (no password) until the mailed link is used
    const [record] = await db.select().from(t.users).where(eq(t.users.email, guestEmail));
    expect(record.passwordHash).toBeNull();
    await runLater();
    const [mail] = mailsTo(guestEmail);
    expect(mail).toContain('Subject: Finish creating your Floorshop account');
    expect(mail).toMatch(/\/reset-password\?token=/);
  });
});
