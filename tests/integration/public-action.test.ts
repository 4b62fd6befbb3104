import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next-intl/server', () => import('../support/next-intl-english'));
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  // no order remembered by the confirmation cookie
  cookies: async () => ({ get: () => undefined, set: () => {} }),
}));

import { ActionError } from '@/server/action';
import { getDb, useDbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import * as t from '@/server/db/schema';
import { definePublicAction } from '@/server/public-action';
import { IN_MEMORY, Limiter } from '@/server/security/limiter';
import { subscribeAction } from '@/features/newsletter/actions';
import { payOrderAction } from '@/features/checkout/actions';
import { createActors } from '../support/actors';
import { createTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const emailInput = z.object({ email: z.string().trim().pipe(z.email('invalidEmail')) });

const run = vi.fn();
const subscribeOnce = definePublicAction('test.subscribe', emailInput, async (input) => {
  run(input);
  await (await getDb()).insert(t.subscribers).values({ email: input.email });
  return { email: input.email };
});
const failsHalfway = definePublicAction('test.failing', emailInput, async (input) => {
  await (await getDb()).insert(t.subscribers).values({ email: input.email });
  throw new Error('secret connection string postgres://user:pw@db');
});
const refuses = definePublicAction('test.refusing', z.object({}), async () => {
  throw new ActionError(409, 'emailTaken', undefined, { email: 'emailTaken' });
});
const whoAmI = definePublicAction('test.whoami', z.object({}), async (_input, { user }) => user.id, { signedIn: true });
const throttle = new Limiter('test-public-action', { points: 2, durationSec: 60 }, IN_MEMORY);
const throttled = definePublicAction('test.throttled', z.object({}), async () => 'ran', {
  throttles: async (_input, ctx) => [[throttle, await ctx.clientAddress()]],
});

describe.each(ENGINES)('definePublicAction on %s', (engine) => {
  let tdb: TestDatabase;
  let customer: string | null;
  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    useDbHandle(tdb.handle);
    await migrateDatabase(tdb.handle);
    customer = (await createActors(tdb.handle.db, 'brand')).customer;
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    run.mockClear();
    actAs(null);
  });

  const subscribers = async () => Number((await rows(tdb, sql`select count(*)::int as n from subscribers`))[0].n);

  it('answers the data of a run that went well', async () => {
    const email = `ok-${Math.random().toString(36).slice(2, 8)}@example.com`;
    expect(await subscribeOnce({ email: ` ${email} ` })).toEqual({ ok: true, data: { email } });
  });

  it('refuses input its schema refuses: 400 with field errors, nothing run or written', async () => {
    const before = await subscribers();
    expect(await subscribeOnce({ email: 'not an address' })).toEqual({
      ok: false,
      status: 400,
      error: 'invalid',
      fieldErrors: { email: 'invalidEmail' },
    });
    expect(await subscribeOnce('nothing like the input')).toMatchObject({ ok: false, status: 400, error: 'invalid' });
    expect(run).not.toHaveBeenCalled();
    expect(await subscribers()).toBe(before);
  });

  it('answers an unknown error as 500 somethingWentWrong and logs it, without sending its text', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await failsHalfway({ email: 'fails@example.com' });
    expect(res).toEqual({ ok: false, status: 500, error: 'somethingWentWrong' });
    expect(JSON.stringify(res)).not.toContain('postgres://');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('test.failing'), expect.any(Error));
  });

  it('answers an ActionError as it is', async () => {
    expect(await refuses({})).toEqual({ ok: false, status: 409, error: 'emailTaken', fieldErrors: { email: 'emailTaken' } });
  });

  it('runs a signed-in action only for a signed-in customer (403 sessionRequired otherwise)', async () => {
    expect(await whoAmI({})).toEqual({ ok: false, status: 403, error: 'sessionRequired' });
    actAs(customer);
    expect(await whoAmI({})).toEqual({ ok: true, data: customer });
  });

  it('answers 429 tooManyAttempts with the minutes to wait once a throttle of the client address is used up', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': `198.51.100.${engine === 'pglite' ? 1 : 2}` });
    expect(await throttled({})).toEqual({ ok: true, data: 'ran' });
    expect(await throttled({})).toEqual({ ok: true, data: 'ran' });
    expect(await throttled({})).toEqual({ ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: 1 } });
  });

  it('"Pay now" goes through the contract: without an order it goes to the look-up; past its throttle, to the payment error', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': `198.51.100.${engine === 'pglite' ? 31 : 32}` });
    /** where the action sent the visitor (redirect() throws an error whose digest names the address) */
    const sentTo = async () => {
      try {
        await payOrderAction();
        return null;
      } catch (err) {
        return String((err as { digest?: string }).digest ?? err);
      }
    };
    for (let i = 0; i < 10; i++) expect(await sentTo()).toContain('/order/lookup');
    expect(await sentTo()).toContain('/order/confirmation?payment=error');
  });

  it('the newsletter action: a bad address is 400 with its field error and nothing stored; another origin is refused', async () => {
    const before = await subscribers();
    const form = (email: string) => {
      const f = new FormData();
      f.set('email', email);
      return f;
    };
    requestHeaders.current = new Headers({ host: 'shop.test', origin: 'https://shop.test', 'x-forwarded-for': '198.51.100.20' });
    expect(await subscribeAction(null, form('nope'))).toEqual({
      ok: false,
      status: 400,
      error: 'invalid',
      fieldErrors: { email: 'invalidEmail' },
    });
    requestHeaders.current = new Headers({ host: 'shop.test', origin: 'https://elsewhere.test', 'x-forwarded-for': '198.51.100.20' });
    expect(await subscribeAction(null, form('news@example.com'))).toEqual({ ok: false, status: 403, error: 'forbidden' });
    expect(await subscribers()).toBe(before);
    requestHeaders.current = new Headers({ host: 'shop.test', origin: 'https://shop.test', 'x-forwarded-for': '198.51.100.20' });
    expect(await subscribeAction(null, form('news@example.com'))).toEqual({ ok: true, data: null });
    expect(await subscribers()).toBe(before + 1);
  });
});
