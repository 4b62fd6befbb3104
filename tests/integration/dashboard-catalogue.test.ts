import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, max, sql } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { compileMessages } from '@/i18n/messages';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => {
    revalidated.push(tag);
  },
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));

import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { attributeCrud, brandCrud, catalogueActions, categoryCrud, colorCrud, subcategoryCrud } from '@/server/dashboard/catalogue';
import { findDashboardAction } from '@/server/dashboard/registry';
import { ACTOR_KINDS, allowed, createActors, type ActorKind, type Need } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

type Result = {
  ok: boolean;
  status?: number;
  data?: unknown;
  error?: string;
  params?: Record<string, string | number>;
  fieldErrors?: Record<string, string>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Call = (input: any) => Promise<Result>;
interface Crud {
  list: Call;
  get: Call;
  create: Call;
  update: Call;
  delete: Call;
}

const messages = compileMessages(JSON.parse(readFileSync(path.join(process.cwd(), 'public/locales/en/dashCatalogue.json'), 'utf8')));
const tr = createTranslator({ locale: 'en', messages: { dashCatalogue: messages }, namespace: 'dashCatalogue' }) as unknown as (
  key: string,
  values?: Record<string, string | number>,
) => string;
/** the English text the dashboard shows for an inUse refusal */
const inUseText = (r: Result) => tr(String(r.params!.messageKey).replace(/^dashCatalogue\./, ''), r.params);

describe('in-use messages', () => {
  it.each(['en', 'fr', 'ar', 'bn'])('format in %s with every count', (locale) => {
    const m = JSON.parse(readFileSync(path.join(process.cwd(), `public/locales/${locale}/dashCatalogue.json`), 'utf8'));
    const compiled = compileMessages(m);
    const tt = createTranslator({ locale, messages: { dashCatalogue: compiled }, namespace: 'dashCatalogue' }) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    for (const key of Object.keys(m.inUse)) {
      for (const n of [0, 1, 3]) {
        const text = tt(`inUse.${key}`, { name: 'Oak', products: n, subcategories: n, variants: n + 1, others: n });
        expect(text).toContain('Oak');
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe.each(ENGINES)('catalogue reference data on %s', (engine) => {
  let tdb: TestDatabase;
  let actorsByArea: Record<string, Record<ActorKind, string | null>>;
  let laminateId: string;
  let tilesId: string;
  let tilesName: string;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actorsByArea = {};
    for (const area of ['category', 'brand', 'color', 'attribute']) actorsByArea[area] = await createActors(tdb.handle.db, area);
    const cats = await tdb.handle.db.select().from(t.categories);
    laminateId = cats.find((c) => c.slug === 'laminate')!.id;
    tilesId = cats.find((c) => c.slug === 'tiles')!.id;
    tilesName = cats.find((c) => c.slug === 'tiles')!.name;
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
  });

  const admin = (area: string) => actAs(actorsByArea[area].admin);
  const count = async (table: string) => Number((await rows(tdb, sql.raw(`select count(*)::int as n from ${table}`)))[0].n);

  interface Entity {
    entity: string;
    area: string;
    table: string;
    crud: Crud;
    input: () => Record<string, unknown>;
    edit: (row: Record<string, unknown>) => Record<string, unknown>;
    tag: string;
  }
  const ENTITIES: Entity[] = [
    {
      entity: 'category',
      area: 'category',
      table: 'categories',
      crud: categoryCrud as unknown as Crud,
      input: () => ({
        name: `Cork ${tag()}`,
        slug: '',
        description: 'Warm floors',
        image: '',
        position: 9,
        published: true,
        seoTitle: '',
        seoDescription: '',
      }),
      edit: (r) => ({ ...r, description: 'Edited' }),
      tag: 'catalogue:categories',
    },
    {
      entity: 'subcategory',
      area: 'category',
      table: 'subcategories',
      crud: subcategoryCrud as unknown as Crud,
      input: () => ({ categoryId: laminateId, name: `Wide ${tag()}`, slug: '', image: '', position: 1, published: true }),
      edit: (r) => ({ ...r, position: 7 }),
      tag: 'catalogue:categories',
    },
    {
      entity: 'brand',
      area: 'brand',
      table: 'brands',
      crud: brandCrud as unknown as Crud,
      input: () => ({ name: `Maple Ridge ${tag()}`, slug: '', logo: '' }),
      edit: (r) => ({ ...r, logo: '/images/brand.webp' }),
      tag: 'catalogue:reference',
    },
    {
      entity: 'color',
      area: 'color',
      table: 'colors',
      crud: colorCrud as unknown as Crud,
      input: () => ({ name: `Sage ${tag()}`, hex: '#9CAF88' }),
      edit: (r) => ({ ...r, hex: '#123456' }),
      tag: 'catalogue:reference',
    },
    {
      entity: 'attribute',
      area: 'attribute',
      table: 'attributes',
      crud: attributeCrud as unknown as Crud,
      input: () => ({
        name: `Width ${tag()}`,
        values: [
          { id: '', value: '5 in' },
          { id: '', value: '7 in' },
        ],
      }),
      edit: (r) => ({ ...r, values: [...(r.values as object[]), { id: '', value: '9 in' }] }),
      tag: 'catalogue:reference',
    },
  ];

  /** form input of a stored row (what the edit page sends back) */
  const formOf = (e: Entity, row: Record<string, unknown>) => {
    const keys = Object.keys(e.input());
    const out: Record<string, unknown> = { id: row.id };
    for (const k of keys)
      out[k] = k === 'values' ? (row.values as { id: string; value: string }[]).map((v) => ({ id: v.id, value: v.value })) : (row[k] ?? '');
    return out;
  };

  const fixture = async (e: Entity) => {
    admin(e.area);
    const r = await e.crud.create(e.input());
    if (!r.ok) throw new Error(`fixture ${e.entity}: ${JSON.stringify(r)}`);
    return r.data as Record<string, unknown>;
  };

  const snapshot = async (e: Entity, id?: string) => [
    await count(e.table),
    await count('audit_log'),
    await count('attribute_values'),
    id ? JSON.stringify((await rows(tdb, sql.raw(`select * from ${e.table} where id = '${id}'`)))[0] ?? null) : null,
  ];

  describe.each(ENTITIES)('$entity', (e) => {
    const cases: [string, Need, (row: Record<string, unknown>) => Promise<Result>][] = [
      ['list', 'view', () => e.crud.list({ q: '', page: 1, pageSize: 20 })],
      ['get', 'view', (row) => e.crud.get({ id: row.id })],
      ['create', 'edit', () => e.crud.create(e.input())],
      ['update', 'edit', (row) => e.crud.update(e.edit(formOf(e, row)))],
      ['delete', 'delete', (row) => e.crud.delete({ ids: [row.id] })],
    ];
    describe.each(cases)(`${e.entity}.%s`, (verb, need, call) => {
      it.each(ACTOR_KINDS)('as %s', async (kind) => {
        const row = await fixture(e);
        const before = await snapshot(e, row.id as string);
        revalidated.length = 0;
        actAs(actorsByArea[e.area][kind]);
        const res = await call(row);
        expect(res.ok, `${kind} ${verb} ${JSON.stringify(res)}`).toBe(allowed(kind, need));
        if (!res.ok) {
          expect(res.status).toBe(403);
          expect(await snapshot(e, row.id as string)).toEqual(before);
          expect(revalidated).toEqual([]);
        } else if (need !== 'view') {
          expect(revalidated).toEqual([e.tag]);
          const [{ n }] = await rows(tdb, sql.raw(`select count(*)::int as n from audit_log where action = '${e.entity}.${verb}'`));
          expect(Number(n)).toBeGreaterThan(0);
        } else {
          expect(revalidated).toEqual([]);
        }
      });
    });

    it('is registered for the browser', () => {
      for (const verb of ['list', 'get', 'create', 'update', 'delete'])
        expect(findDashboardAction(`${e.entity}.${verb}`)).toBe(catalogueActions[`${e.entity}.${verb}`]);
    });

    it('records before and after of an update', async () => {
      const row = await fixture(e);
      const res = await e.crud.update(e.edit(formOf(e, row)));
      expect(res.ok).toBe(true);
      const [entry] = await tdb.handle.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.action, `${e.entity}.update`))
        .orderBy(sql`created_at desc`)
        .limit(1);
      expect(entry).toMatchObject({ entity: e.entity, entityId: row.id });
      expect((entry.before as { name: string }).name).toBe(row.name);
      expect(entry.after).not.toEqual(entry.before);
    });

    it('answers an unknown id with 404 and a missing name with a field error', async () => {
      admin(e.area);
      const ghost = '00000000-0000-4000-8000-000000000000';
      expect(await e.crud.get({ id: ghost })).toMatchObject({ ok: false, status: 404, error: 'notFound' });
      expect(await e.crud.delete({ ids: [ghost] })).toMatchObject({ ok: false, status: 404 });
      expect(await e.crud.create({ ...e.input(), name: '  ' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { name: 'required' },
      });
    });
  });

  describe('lists', () => {
    it('search, sort and page on the server, with usage counts', async () => {
      admin('category');
      const all = await categoryCrud.list({ q: '', page: 1, pageSize: 10, sort: 'name', dir: 'asc' });
      if (!all.ok) throw new Error(all.error);
      const names = all.data.rows.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const laminate = (await categoryCrud.list({ q: 'lamin', page: 1, pageSize: 10 })) as Result & {
        data: { rows: { slug: string; usage: Record<string, number> }[]; total: number };
      };
      expect(laminate.data.total).toBe(1);
      expect(laminate.data.rows[0].usage.products).toBeGreaterThan(0);
      expect(laminate.data.rows[0].usage.subcategories).toBeGreaterThan(0);
      const page2 = await colorCrud.list({ page: 2, pageSize: 10, sort: 'name', dir: 'asc' });
      const page1 = await colorCrud.list({ page: 1, pageSize: 10, sort: 'name', dir: 'asc' });
      if (!page1.ok || !page2.ok) throw new Error('list');
      expect(page1.data.total).toBe(page2.data.total);
      expect(page1.data.rows.map((r) => r.id)).not.toContain(page2.data.rows[0].id);
    });

    it('filters subcategories by category and names the category', async () => {
      admin('category');
      const res = await subcategoryCrud.list({ categoryId: tilesId, pageSize: 100 });
      if (!res.ok) throw new Error(res.error);
      expect(res.data.rows.length).toBeGreaterThan(0);
      expect(res.data.rows.every((r) => r.categoryId === tilesId && r.categoryName === tilesName)).toBe(true);
    });
  });

  describe('positions', () => {
    it('place a new category after the last one, and a new subcategory after the last of its category, when none is given', async () => {
      admin('category');
      const db = tdb.handle.db;
      const lastOf = async (where?: ReturnType<typeof eq>) =>
        (
          await db
            .select({ p: max(t.subcategories.position) })
            .from(t.subcategories)
            .where(where)
        )[0].p ?? -1;
      const [{ last }] = await db.select({ last: max(t.categories.position) }).from(t.categories);
      const base = { slug: '', description: '', image: '', published: true, seoTitle: '', seoDescription: '' };
      const a = await categoryCrud.create({ ...base, name: `Cork ${tag()}` });
      const b = await categoryCrud.create({ ...base, name: `Rubber ${tag()}` });
      if (!a.ok || !b.ok) throw new Error('not created');
      expect([a.data.position, b.data.position]).toEqual([Number(last) + 1, Number(last) + 2]);
      // a position typed in the form is kept; an edit without one keeps its place
      const typed = await categoryCrud.create({ ...base, name: `Typed ${tag()}`, position: 3 });
      expect(typed.ok && typed.data.position).toBe(3);
      const edited = await categoryCrud.update({ ...base, id: a.data.id, name: a.data.name, slug: a.data.slug });
      expect(edited.ok && edited.data.position).toBe(a.data.position);

      const tilesLast = Number(await lastOf(eq(t.subcategories.categoryId, tilesId)));
      const sub = await subcategoryCrud.create({ categoryId: tilesId, name: `Terrazzo ${tag()}`, slug: '', image: '', published: true });
      expect(sub.ok && sub.data.position).toBe(tilesLast + 1);
      // the first subcategory of a new category starts at 0
      const first = await subcategoryCrud.create({ categoryId: b.data.id, name: 'First', slug: '', image: '', published: true });
      expect(first.ok && first.data.position).toBe(0);
    });
  });

  describe('slugs', () => {
    it('are made from the name when empty, kept free, and refused when a typed one is taken', async () => {
      admin('category');
      const base = { slug: '', description: '', image: '', position: 0, published: true, seoTitle: '', seoDescription: '' };
      const a = await categoryCrud.create({ ...base, name: 'Rubber & Cork Floors' });
      const b = await categoryCrud.create({ ...base, name: 'Rubber & Cork Floors' });
      expect(a.ok && a.data.slug).toBe('rubber-cork-floors');
      expect(b.ok && b.data.slug).toBe('rubber-cork-floors-2');
      expect(await categoryCrud.create({ ...base, name: 'Other', slug: 'laminate' })).toMatchObject({
        ok: false,
        status: 409,
        error: 'conflict',
        fieldErrors: { slug: 'slugTaken' },
      });
      expect(await categoryCrud.create({ ...base, name: 'Other', slug: 'Not A Slug' })).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { slug: 'invalidSlug' },
      });
      // editing keeps its own slug
      if (!a.ok) throw new Error('a');
      const again = await categoryCrud.update({ ...base, id: a.data.id, name: 'Renamed', slug: 'rubber-cork-floors' });
      expect(again.ok && again.data.slug).toBe('rubber-cork-floors');
    });

    it('of subcategories are unique within their category only', async () => {
      admin('category');
      const sub = { image: '', position: 0, published: true };
      // matt-tiles is seeded under laminate and tiles
      expect(await subcategoryCrud.create({ ...sub, categoryId: laminateId, name: 'Matt again', slug: 'matt-tiles' })).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { slug: 'slugTaken' },
      });
      const made = await subcategoryCrud.create({ ...sub, categoryId: laminateId, name: 'Herringbone', slug: '' });
      const other = await subcategoryCrud.create({ ...sub, categoryId: tilesId, name: 'Herringbone', slug: 'herringbone' });
      expect(made.ok && made.data.slug).toBe('herringbone');
      expect(other.ok && other.data.slug).toBe('herringbone');
      expect(
        await subcategoryCrud.create({ ...sub, categoryId: '00000000-0000-4000-8000-000000000000', name: 'Orphan', slug: '' }),
      ).toMatchObject({ ok: false, status: 400, fieldErrors: { categoryId: 'required' } });
    });

    it('of brands are unique too', async () => {
      admin('brand');
      expect(await brandCrud.create({ name: 'Copy', slug: 'cascadia-stone', logo: '' })).toMatchObject({
        ok: false,
        status: 409,
        fieldErrors: { slug: 'slugTaken' },
      });
    });
  });

  describe('deleting what is still in use', () => {
    const expectRefused = async (res: Result, entity: string, table: string, ids: string[]) => {
      expect(res).toMatchObject({ ok: false, status: 409, error: 'inUse', params: { entity } });
      const left = await rows(tdb, sql.raw(`select count(*)::int as n from ${table} where id in (${ids.map((i) => `'${i}'`).join(',')})`));
      expect(Number(left[0].n)).toBe(ids.length);
      expect(revalidated).toEqual([]);
    };

    it('refuses a category with products and subcategories, and says so', async () => {
      admin('category');
      const res = await categoryCrud.delete({ ids: [laminateId] });
      await expectRefused(res, 'category', 'categories', [laminateId]);
      const text = inUseText(res);
      expect(text).toMatch(/^“Laminate” cannot be deleted: it still has \d+ products and \d+ subcategories\./);
    });

    it('refuses the whole batch when one of them is in use, naming it', async () => {
      const free = await fixture(ENTITIES[0]);
      revalidated.length = 0;
      const res: Result = await categoryCrud.delete({ ids: [free.id, tilesId] });
      await expectRefused(res, 'category', 'categories', [free.id as string, tilesId]);
      expect(res.params).toMatchObject({ name: tilesName, others: 0 });
      const both: Result = await categoryCrud.delete({ ids: [laminateId, tilesId] });
      expect(both.params).toMatchObject({ others: 1 });
      expect(both.params!.messageKey).toBe('dashCatalogue.inUse.category');
      expect(inUseText(both)).toMatch(/1 more of the selected items is also in use; nothing was deleted\.$/);
    });

    it('refuses a subcategory with products', async () => {
      admin('category');
      const [used] = await rows(
        tdb,
        sql`select s.id, s.name from subcategories s where exists (select 1 from products p where p.subcategory_id = s.id) limit 1`,
      );
      const res = await subcategoryCrud.delete({ ids: [used.id] });
      await expectRefused(res, 'subcategory', 'subcategories', [used.id as string]);
      expect(inUseText(res)).toMatch(new RegExp(`^“${used.name}” cannot be deleted: \\d+ products? (is|are) still in it`));
    });

    it('refuses a brand used by products', async () => {
      admin('brand');
      const [used] = await rows(
        tdb,
        sql`select b.id, b.name from brands b where exists (select 1 from products p where p.brand_id = b.id) limit 1`,
      );
      const res = await brandCrud.delete({ ids: [used.id] });
      await expectRefused(res, 'brand', 'brands', [used.id as string]);
      expect(inUseText(res)).toMatch(/cannot be deleted: \d+ products? uses? this brand/);
    });

    it('refuses a colour used by products or variants', async () => {
      admin('color');
      const [used] = await rows(
        tdb,
        sql`select c.id, c.name from colors c where exists (select 1 from variants v where v.color_id = c.id) or exists (select 1 from product_colors pc where pc.color_id = c.id) limit 1`,
      );
      const res: Result = await colorCrud.delete({ ids: [used.id] });
      await expectRefused(res, 'color', 'colors', [used.id as string]);
      expect((res.params!.products as number) + (res.params!.variants as number)).toBeGreaterThan(0);
      expect(inUseText(res)).toMatch(new RegExp(`^“${used.name}” cannot be deleted: it is used by .*product.* and .*variant`));
      // a colour only a variant uses is refused as well
      const free = await fixture(ENTITIES[3]);
      const [variant] = await tdb.handle.db.select().from(t.variants).limit(1);
      await tdb.handle.db
        .update(t.variants)
        .set({ colorId: free.id as string })
        .where(eq(t.variants.id, variant.id));
      revalidated.length = 0;
      const viaVariant: Result = await colorCrud.delete({ ids: [free.id] });
      await expectRefused(viaVariant, 'color', 'colors', [free.id as string]);
      expect(viaVariant.params).toMatchObject({ variants: 1 });
      expect(inUseText(viaVariant)).toContain('1 variant');
    });

    it('refuses an attribute used by products or variants, but deletes an unused one with its values', async () => {
      admin('attribute');
      const [used] = await rows(
        tdb,
        sql`select a.id from attributes a where exists (select 1 from products p where p.attribute_id = a.id) limit 1`,
      );
      const res = await attributeCrud.delete({ ids: [used.id] });
      await expectRefused(res, 'attribute', 'attributes', [used.id as string]);
      expect(inUseText(res)).toMatch(/it is used by \d+ products?/);
      const free = await fixture(ENTITIES[4]);
      expect((await attributeCrud.delete({ ids: [free.id] })).ok).toBe(true);
      expect(
        await tdb.handle.db
          .select()
          .from(t.attributeValues)
          .where(eq(t.attributeValues.attributeId, free.id as string)),
      ).toEqual([]);
    });

    it('refuses to remove an attribute value a variant uses, and keeps ids when values are edited and reordered', async () => {
      admin('attribute');
      const [used] = await rows(
        tdb,
        sql`select av.attribute_id as aid, av.id, av.value from attribute_values av where exists (select 1 from variants v where v.attribute_value_id = av.id) limit 1`,
      );
      const got = await attributeCrud.get({ id: used.aid });
      if (!got.ok) throw new Error(got.error);
      const form = { id: got.data.id, name: got.data.name, values: got.data.values.map((v) => ({ id: v.id, value: v.value })) };
      const res = await attributeCrud.update({ ...form, values: form.values.filter((v) => v.id !== used.id) });
      expect(res).toMatchObject({ ok: false, status: 409, error: 'inUse', params: { entity: 'attributeValue', name: used.value } });
      expect(inUseText(res)).toMatch(new RegExp(`^The value “${used.value}” cannot be removed: \\d+ variants? uses? it`));
      const reversed = await attributeCrud.update({
        ...form,
        values: [...form.values].reverse().map((v, i) => (i === 0 ? { ...v, value: `${v.value} (renamed)` } : v)),
      });
      if (!reversed.ok) throw new Error(JSON.stringify(reversed));
      expect(reversed.data.values.map((v) => v.id)).toEqual([...form.values].reverse().map((v) => v.id));
      expect(reversed.data.values[0].value).toMatch(/\(renamed\)$/);
    });
  });
});
