import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { ActionError, defineAction } from '@/server/action';
import { useDbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import * as t from '@/server/db/schema';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const brandInput = z.object({ name: z.string().trim().min(1, 'required').max(40, 'tooLong') });

const createBrand = defineAction(
  'brand.create',
  brandInput,
  { area: 'brand', action: 'edit' },
  async (input, { tx, audit }) => {
    const [row] = await tx
      .insert(t.brands)
      .values({ name: input.name, slug: input.name.toLowerCase().replace(/\W+/g, '-') })
      .returning();
    await audit({ entity: 'brand', entityId: row.id, after: row });
    return { id: row.id };
  },
  { expires: 'nothing' },
);
const listBrands = defineAction('brand.list', z.object({}), { area: 'brand', action: 'view' }, async (_i, { tx }) =>
  tx.select().from(t.brands),
);
const deleteBrand = defineAction(
  'brand.delete',
  z.object({ id: z.uuid() }),
  { area: 'brand', action: 'delete' },
  async ({ id }, { tx }) => {
    await tx.delete(t.brands).where(eq(t.brands.id, id));
    return { id };
  },
  { expires: 'nothing' },
);
const adminOnly = defineAction('staff.touch', z.object({}), 'admin', async () => 'done', { expires: 'nothing' });
/** writes, then fails: the transaction must leave nothing behind, the audit row included */
const failsHalfway = defineAction(
  'brand.failing',
  brandInput,
  { area: 'brand', action: 'edit' },
  async (input, { tx }) => {
    await tx.insert(t.brands).values({ name: input.name, slug: 'half-written' });
    throw new ActionError(409, 'inUse', { what: 'products' });
  },
  { expires: 'nothing' },
);

describe('declaring what a write expires', () => {
  it('a write that says neither what it expires nor that nothing cached shows it is refused when defined', () => {
    const define = (options?: { after?: () => void; expires?: 'nothing'; audit?: boolean }) => () =>
      defineAction('brand.rename', brandInput, { area: 'brand', action: 'edit' }, async () => 'ok', options);
    expect(define()).toThrow(/brand\.rename: a write declares what it expires/);
    expect(define({ after: () => {} })).not.toThrow();
    expect(define({ expires: 'nothing' })).not.toThrow();
    // a read (view right, or a call that writes no audit row) has nothing to expire
    expect(define({ audit: false })).not.toThrow();
    expect(() => defineAction('brand.peek', z.object({}), { area: 'brand', action: 'view' }, async () => 'ok')).not.toThrow();
  });
});

describe.each(ENGINES)('defineAction on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    useDbHandle(tdb.handle);
    await migrateDatabase(tdb.handle);
    actors = await createActors(tdb.handle.db, 'brand');
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  const count = async (table: 'brands' | 'audit_log') => Number((await rows(tdb, sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

  const cases: [string, Need, () => Promise<{ ok: boolean; status?: number }>][] = [
    ['brand.list', 'view', () => listBrands({})],
    ['brand.create', 'edit', () => createBrand({ name: `Brand ${Math.random().toString(36).slice(2, 8)}` })],
    ['staff.touch', 'admin', () => adminOnly({})],
  ];

  describe.each(cases)('%s', (_name, need, call) => {
    it.each(ACTOR_KINDS)('as %s', async (kind) => {
      actAs(actors[kind]);
      const [brandsBefore, auditBefore] = [await count('brands'), await count('audit_log')];
      const res = await call();
      expect(res.ok, `${kind} ${need}`).toBe(allowed(kind, need));
      if (!res.ok) {
        expect(res.status).toBe(403);
        expect([await count('brands'), await count('audit_log')]).toEqual([brandsBefore, auditBefore]);
      } else if (need !== 'view') {
        expect(await count('audit_log')).toBe(auditBefore + 1);
      }
    });
  });

  it.each(ACTOR_KINDS)('delete as %s', async (kind) => {
    actAs(actors.admin);
    const made = await createBrand({ name: `Doomed ${kind}` });
    if (!made.ok) throw new Error('setup');
    actAs(actors[kind]);
    const res = await deleteBrand({ id: made.data.id });
    expect(res.ok).toBe(allowed(kind, 'delete'));
    const left = await tdb.handle.db.select().from(t.brands).where(eq(t.brands.id, made.data.id));
    expect(left.length).toBe(res.ok ? 0 : 1);
  });

  it('records who, what and the row after a write', async () => {
    actAs(actors.staffEdit);
    const res = await createBrand({ name: 'Audited Oak' });
    if (!res.ok) throw new Error(res.error);
    const [row] = await tdb.handle.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, res.data.id));
    expect(row).toMatchObject({ actorId: actors.staffEdit, area: 'brand', action: 'brand.create', entity: 'brand' });
    expect((row.after as { name: string }).name).toBe('Audited Oak');
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('refuses bad input with field errors before touching anything', async () => {
    actAs(actors.admin);
    const before = await count('brands');
    const res = await createBrand({ name: '   ' });
    expect(res).toMatchObject({ ok: false, status: 400, error: 'invalid', fieldErrors: { name: 'required' } });
    expect(await createBrand({ name: 'x'.repeat(41) })).toMatchObject({ fieldErrors: { name: 'tooLong' } });
    expect(await createBrand('not an object')).toMatchObject({ ok: false, status: 400 });
    expect(await count('brands')).toBe(before);
  });

  it('rolls back the whole write, audit included, when the action fails', async () => {
    actAs(actors.admin);
    const [b, a] = [await count('brands'), await count('audit_log')];
    expect(await failsHalfway({ name: 'Half' })).toMatchObject({ ok: false, status: 409, error: 'inUse', params: { what: 'products' } });
    expect([await count('brands'), await count('audit_log')]).toEqual([b, a]);
  });

  it('answers a duplicate with 409 conflict, not a stack trace', async () => {
    actAs(actors.admin);
    expect((await createBrand({ name: 'Twice' })).ok).toBe(true);
    expect(await createBrand({ name: 'Twice' })).toMatchObject({ ok: false, status: 409, error: 'conflict' });
  });

  it('takes a deactivation into account on the very next call', async () => {
    actAs(actors.staffEdit);
    expect((await listBrands({})).ok).toBe(true);
    await tdb.handle.db.update(t.users).set({ staffStatus: 'inactive' }).where(eq(t.users.id, actors.staffEdit!));
    expect(await listBrands({})).toMatchObject({ ok: false, status: 403 });
    await tdb.handle.db.update(t.users).set({ staffStatus: 'active' }).where(eq(t.users.id, actors.staffEdit!));
  });
});
