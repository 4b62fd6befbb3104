import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));

import { useDbHandle } from '@/server/db';
import { listActivity } from '@/server/dashboard/activity';
import { DASHBOARD_ACTIONS } from '@/server/dashboard/registry';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

/*
 * The activity log (docs/requirements.md, "Activity log"): every staff write is recorded with who and when and
 * what changed, secrets are never written, reads leave no entry, only admins read it, nothing edits or deletes it.
 */
describe.each(ENGINES)('activity log on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  const auditCount = async () => Number((await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n);

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'coupon');
  });
  afterAll(async () => tdb?.dispose());

  const coupon = (code: string, percent: number) => ({
    code,
    discountPercent: String(percent),
    minimumSpend: '0',
    usageLimit: '',
    startsAt: '',
    expiresAt: '',
    active: true,
  });

  it('records who changed what, with the fields that changed, newest first', async () => {
    actAs(actors.staffEdit);
    const code = `OAK${randomUUID().slice(0, 4).toUpperCase()}`;
    const made = await DASHBOARD_ACTIONS['coupon.create'](coupon(code, 10));
    expect(made.ok, JSON.stringify(made)).toBe(true);
    const id = made.ok ? (made.data as { id: string }).id : '';
    const changed = await DASHBOARD_ACTIONS['coupon.update']({ id, ...coupon(code, 15) });
    expect(changed.ok, JSON.stringify(changed)).toBe(true);

    actAs(actors.admin);
    const page = await listActivity({ q: code });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.data.rows.map((r) => r.action)).toEqual(['coupon.update', 'coupon.create']);
    const [update] = page.data.rows;
    expect(update).toMatchObject({ area: 'coupon', entity: 'coupon', entityId: id, actorEmail: expect.stringContaining('staffEdit-') });
    expect(update.actorName).toMatch(/^staffEdit /);
    expect(update.changes).toContainEqual({ field: 'discountPercent', before: '10', after: '15' });
    expect(page.data.actors.map((a) => a.id)).toContain(actors.staffEdit);
  });

  it('filters by area, person and day, and searches values', async () => {
    actAs(actors.admin);
    const byArea = await listActivity({ area: 'coupon', pageSize: 100 });
    expect(byArea.ok && byArea.data.rows.length).toBeGreaterThan(0);
    expect(byArea.ok && byArea.data.rows.every((r) => r.area === 'coupon')).toBe(true);
    const byOther = await listActivity({ area: 'coupon', actor: actors.admin });
    expect(byOther.ok && byOther.data.total).toBe(0);
    const byPerson = await listActivity({ actor: actors.staffEdit, pageSize: 100 });
    expect(byPerson.ok && byPerson.data.rows.every((r) => r.actorEmail?.startsWith('staffEdit-'))).toBe(true);
    const yesterday = await listActivity({ to: '2020-01-01' });
    expect(yesterday.ok && yesterday.data.total).toBe(0);
    const noMatch = await listActivity({ q: 'no-such-thing-anywhere' });
    expect(noMatch.ok && noMatch.data.total).toBe(0);
    // a bad filter is dropped, not an error
    const bad = await listActivity({ area: 'root', actor: 'x', from: '2026-02-31' });
    expect(bad.ok && bad.data.total).toBeGreaterThan(0);
  });

  it('reads leave no entry: the activity page, the staff list and a staff member', async () => {
    actAs(actors.admin);
    const before = await auditCount();
    await listActivity({});
    await DASHBOARD_ACTIONS['staff.list']({});
    await DASHBOARD_ACTIONS['staff.get']({ id: actors.staffEdit });
    await DASHBOARD_ACTIONS['coupon.list']({});
    expect(await auditCount()).toBe(before);
  });

  it('never writes a password into an entry', async () => {
    actAs(actors.admin);
    const password = `Walnut-Parquet-${randomUUID().slice(0, 6)}`;
    const email = `kim-${randomUUID().slice(0, 6)}@staff.test`;
    const made = await DASHBOARD_ACTIONS['staff.create']({ name: 'Kim', email, password, active: true, permissions: [] });
    expect(made.ok, JSON.stringify(made)).toBe(true);
    const id = made.ok ? (made.data as { id: string }).id : '';
    await DASHBOARD_ACTIONS['staff.update']({ id, name: 'Kim Lee', email, password: `${password}-2`, active: true, permissions: [] });
    const [{ n }] = await rows(
      tdb,
      sql`select count(*)::int as n from audit_log where coalesce(before::text, '') || coalesce(after::text, '') like ${`%${password}%`}`,
    );
    expect(n).toBe(0);
    const page = await listActivity({ q: email });
    expect(page.ok && page.data.rows.map((r) => r.action)).toEqual(['staff.update', 'staff.create']);
  });

  it('is for admins only', async () => {
    for (const kind of ['guest', 'customer', 'staffView', 'staffEdit', 'staffWithout', 'inactiveStaff'] as const) {
      actAs(actors[kind]);
      expect(await listActivity({}), kind).toMatchObject({ ok: false, status: 403 });
    }
  });
});

describe('activity log is append-only', () => {
  const ROOT = process.cwd();
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((e) => {
      const p = path.join(dir, e);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(e) ? [p] : [];
    });

  it('no server code updates or deletes an entry, and only the action wrapper inserts them', () => {
    const writers: string[] = [];
    for (const file of files(path.join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      if (/\.(update|delete)\(\s*(t\.)?auditLog\b/.test(text) || /(update|delete from)\s+"?audit_log"?/i.test(text))
        writers.push(`${path.relative(ROOT, file)} changes entries`);
      if (/\.insert\(\s*(t\.)?auditLog\b/.test(text) && !file.endsWith(path.join('src', 'server', 'action.ts')))
        writers.push(`${path.relative(ROOT, file)} inserts entries`);
    }
    expect(writers).toEqual([]);
  });
});
