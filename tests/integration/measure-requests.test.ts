import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';

const outboxRoot = vi.hoisted(() => {
  // the mail module writes to DATA_DIR/outbox
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { tmpdir } = require('node:os') as typeof import('node:os');
  const dir = mk(`${tmpdir()}/floorshop-measure-`);
  process.env.DATA_DIR = dir;
  return dir;
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
vi.mock('next/cache', () => import('../support/next-cache'));
const requestHeaders = vi.hoisted(() => ({ current: new Headers({ 'x-forwarded-for': '198.51.100.7' }) }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

import { addDays } from '@/domain/measure/measure';
import { shopDay } from '@/lib/shop-zone';
import { submitMeasureAction } from '@/features/content/measure-actions';
import { measureActions } from '@/server/dashboard/measure';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { limits } from '@/server/security/limiter';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, tableRowCounts, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const { listMeasureRequests, scheduleMeasure, completeMeasure } = measureActions;
const today = () => shopDay(new Date());

/** The .eml files written so far, newest last. */
const outbox = () => {
  const dir = path.join(outboxRoot, 'outbox');
  try {
    return readdirSync(dir)
      .map((f) => ({ f, at: statSync(path.join(dir, f)).mtimeMs }))
      .sort((a, b) => a.at - b.at || a.f.localeCompare(b.f))
      .map(({ f }) => readFileSync(path.join(dir, f), 'utf8'));
  } catch {
    return [];
  }
};
/** the decoded text of an .eml (quoted-printable or base64 parts are decoded enough to search) */
const mailText = (eml: string) => {
  const qp = eml.replace(/=\r?\n/g, '').replace(/((?:=[0-9A-F]{2})+)/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const b64 = [...eml.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  const subjects = [...eml.matchAll(/=\?UTF-8\?B\?([^?]+)\?=/gi)].map((m) => Buffer.from(m[1], 'base64').toString('utf8'));
  return [qp, ...b64, ...subjects].join('\n');
};

const request = (over: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: `priya.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '604 555 0199',
  street: '10153 King George Blvd',
  city: 'Surrey',
  postalCode: 'V3T 2W1',
  dates: [addDays(today(), 3), addDays(today(), 5)],
  rooms: [
    { name: 'Living room', area: '220' },
    { name: 'Hall', area: '' },
  ],
  notes: 'Dog in the yard',
  ...over,
});

describe.each(ENGINES)('measure requests on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  let actors: Record<ActorKind, string | null>;
  const latest = async () => (await db.select().from(t.measureRequests).orderBy(desc(t.measureRequests.createdAt)).limit(1))[0];
  const submit = async (over: Record<string, unknown> = {}, locale = 'en') => {
    const res = await submitMeasureAction({ request: request(over), locale });
    return res;
  };

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
    actors = await createActors(db, 'order');
  });
  afterAll(async () => tdb?.dispose());
  beforeEach(() => {
    limits.measure.reset();
    actAs(null);
  });

  it('stores a valid request with its language, notifies staff and mails the customer in that language', async () => {
    const mails = outbox().length;
    const notes = (await db.select().from(t.notifications)).length;
    const res = await submit({ email: 'layla@example.com', name: 'Layla Haddad', postalCode: 'v3t2w1' }, 'ar');
    expect(res).toEqual({ ok: true, data: null });
    const row = await latest();
    expect(row).toMatchObject({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      postalCode: 'V3T 2W1',
      locale: 'ar',
      status: 'new',
      scheduledAt: null,
      rooms: [{ name: 'Living room', area: 220 }, { name: 'Hall' }],
      preferredDates: [addDays(today(), 3), addDays(today(), 5)],
      notes: 'Dog in the yard',
    });
    const [note] = await db.select().from(t.notifications).orderBy(desc(t.notifications.createdAt)).limit(1);
    expect((await db.select().from(t.notifications)).length).toBe(notes + 1);
    expect(note).toMatchObject({ area: 'order', link: '/dashboard/measure' });
    expect(note.message).toContain('Layla Haddad');
    const sent = outbox().slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('To: layla@example.com');
    // Arabic: the subject and the text of the received mail
    expect(mailText(sent[0])).toContain('وصلنا طلبك');
  });

  it('refuses bad input with field keys and writes nothing', async () => {
    const before = await tableRowCounts(tdb);
    const mails = outbox().length;
    const res = await submit({
      name: '',
      email: 'not-an-email',
      postalCode: 'M5V 2T6',
      dates: [today(), addDays(today(), 61)],
      rooms: [{ name: 'Den', area: '-3' }],
    });
    expect(res).toMatchObject({
      ok: false,
      status: 400,
      error: 'invalid',
      fieldErrors: {
        name: 'nameRequired',
        email: 'emailInvalid',
        postalCode: 'postalCodeInvalid',
        'dates.0': 'dateTooSoon',
        'dates.1': 'dateTooFar',
        'rooms.0.area': 'roomAreaInvalid',
      },
    });
    expect(await submit({ dates: [] })).toMatchObject({ status: 400, fieldErrors: { dates: 'datesRequired' } });
    expect(await submit({ rooms: [] })).toMatchObject({ status: 400, fieldErrors: { rooms: 'roomsRequired' } });
    expect(await submitMeasureAction({ request: 'nope' as never, locale: 'en' })).toMatchObject({ ok: false, status: 400 });
    expect(await tableRowCounts(tdb)).toEqual(before);
    expect(outbox().length).toBe(mails);
  });

  it('a filled honeypot is told it worked and nothing is stored', async () => {
    const before = await tableRowCounts(tdb);
    expect(await submitMeasureAction({ request: request(), locale: 'en', website: 'http://spam.example' })).toEqual({
      ok: true,
      data: null,
    });
    expect(await tableRowCounts(tdb)).toEqual(before);
  });

  it('limits each address to 5 requests in 10 minutes (the sixth is refused and not stored)', async () => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': `198.51.100.${engine === 'pglite' ? 30 : 31}` });
    for (let i = 0; i < 5; i++) expect((await submit()).ok, `request ${i + 1}`).toBe(true);
    const before = await tableRowCounts(tdb);
    expect(await submit()).toMatchObject({ ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: 10 } });
    expect(await tableRowCounts(tdb)).toEqual(before);
    // another address is not held back
    requestHeaders.current = new Headers({ 'x-forwarded-for': '198.51.100.99' });
    expect((await submit()).ok).toBe(true);
  });

  it('staff schedule a new request, may move it, then mark it done; each step is audited and mailed', async () => {
    await submit({ email: 'marc@example.com', name: 'Marc Tremblay' }, 'fr');
    const { id } = await latest();
    actAs(actors.staffEdit);
    const day = addDays(today(), 4);
    const mails = outbox().length;
    const scheduled = await scheduleMeasure({ id, date: day, time: '09:30', note: 'Park in the driveway' });
    expect(scheduled).toMatchObject({
      ok: true,
      data: { status: 'scheduled', staffNote: 'Park in the driveway', visit: { date: day, time: '09:30' } },
    });
    let row = (await db.select().from(t.measureRequests).where(eq(t.measureRequests.id, id)))[0];
    expect(row.scheduledAt?.toISOString()).toBe(new Date(scheduled.ok ? scheduled.data.scheduledAt! : '').toISOString());
    // 09:30 in Vancouver
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(local.format(row.scheduledAt!)).toBe('09:30');
    await vi.waitFor(() => expect(mailText(outbox().at(-1) ?? '')).toContain('Park in the driveway'));
    expect(outbox().length).toBe(mails + 1);
    const scheduledMail = mailText(outbox().at(-1)!);
    expect(outbox().at(-1)).toContain('To: marc@example.com');
    expect(scheduledMail).toContain('Votre prise de mesures gratuite est réservée');
    expect(scheduledMail).toContain('Park in the driveway');

    // moved to another time: still scheduled
    expect(await scheduleMeasure({ id, date: addDays(day, 1), time: '14:00' })).toMatchObject({ ok: true, data: { status: 'scheduled' } });
    expect(await completeMeasure({ id, note: 'Measured 3 rooms' })).toMatchObject({
      ok: true,
      data: { status: 'done', staffNote: 'Measured 3 rooms' },
    });
    await vi.waitFor(() => expect(mailText(outbox().at(-1) ?? '')).toContain('Notre poseur a mesuré vos pièces'));
    expect(outbox().length).toBe(mails + 3);

    const audits = await db.select().from(t.auditLog).where(eq(t.auditLog.entityId, id)).orderBy(t.auditLog.createdAt);
    expect(audits.map((a) => [a.action, a.area, (a.before as { status: string }).status, (a.after as { status: string }).status])).toEqual([
      ['measure.schedule', 'order', 'new', 'scheduled'],
      ['measure.schedule', 'order', 'scheduled', 'scheduled'],
      ['measure.done', 'order', 'scheduled', 'done'],
    ]);
    row = (await db.select().from(t.measureRequests).where(eq(t.measureRequests.id, id)))[0];
    expect(row.status).toBe('done');
  });

  it('refuses moves that are not forward, a visit in the past and an unknown request, changing nothing', async () => {
    await submit();
    const { id } = await latest();
    actAs(actors.admin);
    const before = await tableRowCounts(tdb);
    // a new request cannot be done without a visit
    expect(await completeMeasure({ id })).toMatchObject({ ok: false, status: 409, error: 'measureTransition' });
    expect(await scheduleMeasure({ id, date: addDays(today(), -1), time: '10:00' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { date: 'dateInPast' },
    });
    expect(await scheduleMeasure({ id, date: today(), time: '25:00' })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { time: 'timeInvalid' },
    });
    expect(await scheduleMeasure({ id: '00000000-0000-4000-8000-000000000000', date: today(), time: '10:00' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await tableRowCounts(tdb)).toEqual(before);
    expect((await latest()).status).toBe('new');

    expect((await scheduleMeasure({ id, date: today(), time: '16:00' })).ok).toBe(true);
    expect((await completeMeasure({ id })).ok).toBe(true);
    const done = await tableRowCounts(tdb);
    // done is the end: neither scheduled again nor done again
    expect(await scheduleMeasure({ id, date: addDays(today(), 2), time: '10:00' })).toMatchObject({
      status: 409,
      error: 'measureTransition',
    });
    expect(await completeMeasure({ id })).toMatchObject({ status: 409, error: 'measureTransition' });
    expect(await tableRowCounts(tdb)).toEqual(done);
    expect((await latest()).status).toBe('done');
  });

  it('lists by status with counts and search', async () => {
    await submit({ name: 'Zed Unique-Searchname', city: 'Langley' });
    actAs(actors.staffView);
    const res = await listMeasureRequests({ status: 'new', q: 'Unique-Searchname' });
    expect(res.ok && res.data.rows.map((r) => [r.name, r.city, r.status])).toEqual([['Zed Unique-Searchname', 'Langley', 'new']]);
    const all = await listMeasureRequests({ status: 'all' });
    expect(all.ok && all.data.counts.done).toBeGreaterThanOrEqual(2);
    expect(all.ok && all.data.total).toBe(all.ok && all.data.counts.new + all.data.counts.scheduled + all.data.counts.done);
    const done = await listMeasureRequests({ status: 'done' });
    expect(done.ok && done.data.rows.every((r) => r.status === 'done')).toBe(true);
  });

  it('lets the eight callers read and change requests exactly as the order area allows (403, nothing changed)', async () => {
    await submit();
    const { id } = await latest();
    for (const kind of ACTOR_KINDS) {
      actAs(actors[kind]);
      const list = await listMeasureRequests({ status: 'all' });
      expect(list.ok, `${kind} list`).toBe(allowed(kind, 'view'));
      if (!list.ok) expect(list.status, kind).toBe(403);
      if (allowed(kind, 'edit')) continue;
      const before = await tableRowCounts(tdb);
      expect(await scheduleMeasure({ id, date: today(), time: '10:00' }), kind).toMatchObject({ ok: false, status: 403 });
      expect(await completeMeasure({ id }), kind).toMatchObject({ ok: false, status: 403 });
      expect(await tableRowCounts(tdb)).toEqual(before);
    }
    expect((await latest()).status).toBe('new');
  });
});
