import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));
const request = vi.hoisted(() => ({ headers: new Headers(), cookies: new Map<string, string>() }));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'fr' }));
/** the work an action hands to next/server's after(): started at once, awaited by the test before it counts */
const later = vi.hoisted(() => ({ running: [] as Promise<unknown>[] }));
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void later.running.push(Promise.resolve(task())),
}));
const settled = async () => {
  await Promise.all(later.running.splice(0));
};

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { requestResetAction, signUpAction } from '@/features/account/actions';
import { lookupOrderAction } from '@/features/checkout/actions';
import { createCustomer } from '../factories';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';

/*
 * The throttles of the storefront's forms (docs/operations.md, "Throttles"), through the server actions the forms call,
 * each from its own client address: the refusal is 429 tooManyAttempts with the minutes to wait (the forms show it in the
 * visitor's language: src/features/**\/*.test.tsx), and the refused call changes nothing.
 */
/** The minutes a refusal tells the visitor to wait. */
const minutesOf = (res: { ok: boolean }) => (res as { params?: { minutes?: number } }).params?.minutes;

describe.each(ENGINES)('form throttles on %s', (engine) => {
  let tdb: TestDatabase;
  let address = 0;
  const from = () => {
    address++;
    request.headers = new Headers({ 'x-forwarded-for': `203.0.113.${address + (engine === 'pglite' ? 0 : 100)}` });
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => from());

  it('order look-up: ten tries within 15 minutes, the eleventh is refused with the wait', async () => {
    for (let i = 0; i < 10; i++)
      expect(await lookupOrderAction({ number: `FS-261122-GUES${i}`, email: `guess${i}@example.com` })).toMatchObject({
        ok: false,
        status: 404,
        error: 'notFound',
      });
    const refused = await lookupOrderAction({ number: 'FS-261122-GUESS', email: 'guess@example.com' });
    expect(refused).toMatchObject({ ok: false, status: 429, error: 'tooManyAttempts' });
    expect(minutesOf(refused)).toBeGreaterThanOrEqual(14);
    expect(minutesOf(refused)).toBeLessThanOrEqual(15);
    // another connection is not held up
    from();
    expect(await lookupOrderAction({ number: 'FS-261122-GUESS', email: 'guess@example.com' })).toMatchObject({ status: 404 });
  });

  it('password reset: a fourth e-mail to one address within the hour is refused, and no fourth link is made', async () => {
    // an account of its own: the limit is per mailbox, and both engines' runs share the limiter of this process
    const customer = await createCustomer(tdb.handle.db);
    const tokens = async () =>
      Number((await rows(tdb, sql`select count(*)::int as n from password_reset_tokens where user_id = ${customer.id}`))[0].n);
    for (let i = 0; i < 3; i++) {
      from(); // each from its own connection: the limit is the mailbox's
      expect(await requestResetAction({ email: customer.email })).toEqual({ ok: true, data: null });
    }
    await settled();
    const made = await tokens();
    expect(made).toBe(3);
    from();
    const refused = await requestResetAction({ email: customer.email });
    expect(refused).toMatchObject({ ok: false, status: 429, error: 'tooManyAttempts' });
    expect([59, 60]).toContain(minutesOf(refused));
    await settled();
    expect(await tokens()).toBe(made);
  });

  it('sign-up: the sixth account from one address within the hour is refused and not created', async () => {
    const tag = `${engine}-${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++)
      expect(await signUpAction({ name: 'Rae Reset', email: `many${i}-${tag}@example.com`, password: 'Slate-Grey-Oak-81' })).toEqual({
        ok: true,
        data: null,
      });
    const sixth = `sixth-${tag}@example.com`;
    const refused = await signUpAction({ name: 'Rae Reset', email: sixth, password: 'Slate-Grey-Oak-81' });
    expect(refused).toMatchObject({ ok: false, status: 429, error: 'tooManyAttempts' });
    expect([59, 60]).toContain(minutesOf(refused));
    expect(await tdb.handle.db.select().from(t.users).where(eq(t.users.email, sixth))).toEqual([]);
  });
});
