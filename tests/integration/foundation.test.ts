import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GET as getCategoriesRoute } from '@/app/api/home/categories/route';
import { GET as getSettingsRoute } from '@/app/api/home/settings/route';
import { useDbHandle } from '@/server/db';
import { prepareDatabase } from '@/server/db/prepare';
import * as t from '@/server/db/schema';
import { countProducts } from '@/server/db/seed/seed';
import { isInStock } from '@/domain/catalogue/stock';
import { createTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { ORDER_STATUSES } from '@/domain/orders/status';
import { DISCOUNT_KINDS } from '@/domain/orders/discount-kinds';
import { PAYMENT_METHODS } from '@/domain/payments/methods';
import { PAYMENT_STATUSES } from '@/domain/payments/status';
import { DELIVERY_KINDS } from '@/domain/commerce/delivery-kinds';

const MENU: Record<string, string[]> = {
  laminate: ['123-mm', '123-mm-72-hours-water-proof', '83-mm', 'matt-tiles'],
  accessories: ['base-shoe', 'molding-trims-base-board', 'tile-accessories', 'underlay'],
  tiles: ['gloss-tiles', 'matt-tiles', 'highgloss-tiles', 'carvings-tiles', 'punch-tiles', 'sugar-carving-tiles'],
  'vinyl-plank': ['4-mm', '42-mm', '55-mm', '7-mm'],
  'engineered-wood': [
    'white-oak-7',
    'white-oak-7-12',
    'white-oak-8-35',
    'white-ash',
    'european-oak',
    'american-oak-herringbone',
    'american-black-walnut',
    '9-american-white-oak',
    '7-12-american-white-oak',
  ],
};

describe.each(ENGINES)('foundation on %s', (engine) => {
  let tdb: TestDatabase;
  const lines: string[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase(engine);
    useDbHandle(tdb.handle);
    await prepareDatabase(tdb.handle, { log: (l) => lines.push(l) });
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  it('applies the migrations and enables pg_trgm', async () => {
    const ext = await rows(tdb, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const sim = await rows(tdb, sql`select similarity('laminate', 'laminat') > 0.3 as close`);
    expect(sim[0]).toMatchObject({ close: true });
  });

  it("gives each database enum the values of the domain's one list (a list changed without its migration fails here)", async () => {
    const lists: [string, readonly string[]][] = [
      ['order_status', ORDER_STATUSES],
      ['payment_status', PAYMENT_STATUSES],
      ['payment_method', PAYMENT_METHODS],
      ['coupon_kind', DISCOUNT_KINDS],
      ['shipping_kind', DELIVERY_KINDS],
    ];
    for (const [name, values] of lists) {
      const [row] = await rows(tdb, sql.raw(`select enum_range(null::${name})::text[] as v`));
      expect(row.v, name).toEqual([...values]);
    }
  });

  it('seeds the menu tree of 5 categories and 27 subcategories exactly', async () => {
    const res = await getCategoriesRoute();
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      categories: { name: string; slug: string; subCategories: { name: string; slug: string }[] }[];
    };
    expect(body.success).toBe(true);
    expect(body.categories.map((c) => c.slug)).toEqual(Object.keys(MENU));
    for (const c of body.categories) expect(c.subCategories.map((s) => s.slug)).toEqual(MENU[c.slug]);
    expect(body.categories.find((c) => c.slug === 'tiles')?.name).toBe('Porcelain Tiles');
    const subNames = body.categories.flatMap((c) => c.subCategories.map((s) => s.name));
    expect(subNames).toContain('White Oak 7 1/2"');
    expect(subNames).toContain('Molding, Trims & Base Board');
  });

  it('seeds at least 3 products in every subcategory, with unlimited and sold-out stock', async () => {
    const rows = await tdb.handle.db
      .select({ sub: t.subcategories.id, n: sql<number>`count(${t.products.id})::int` })
      .from(t.subcategories)
      .leftJoin(t.products, sql`${t.products.subcategoryId} = ${t.subcategories.id}`)
      .groupBy(t.subcategories.id);
    expect(rows).toHaveLength(27);
    for (const r of rows) expect(r.n).toBeGreaterThanOrEqual(3);
    expect(await countProducts(tdb.handle.db)).toBeGreaterThanOrEqual(81);
    const simple = await tdb.handle.db.select({ q: t.products.quantity, type: t.products.type }).from(t.products);
    expect(simple.some((p) => p.type === 'simple' && p.q === -1)).toBe(true);
    expect(simple.some((p) => p.type === 'simple' && !isInStock({ type: 'simple', quantity: p.q }))).toBe(true);
    const [v] = await tdb.handle.db.select({ n: sql<number>`count(*)::int` }).from(t.variants);
    expect(v.n).toBeGreaterThan(0);
  });

  it('serves the settings with the defaults', async () => {
    const res = await getSettingsRoute();
    const body = (await res.json()) as {
      success: boolean;
      settings: Record<string, unknown> & {
        color: Record<string, string>;
        paymentGateway: Record<string, boolean>;
        currency: unknown;
        login: unknown;
        security: unknown;
        language: string;
        address: string;
        priceRange: string;
      };
    };
    expect(body.success).toBe(true);
    expect(body.settings.loaded).toBe(true);
    expect(body.settings.color).toEqual({
      primary: '#ffc107',
      primary_contrast: '#ffffff',
      primary_hover: '#ffd763',
      primary_hover_contrast: '#000000',
      secondary: '#EF4A23',
      secondary_contrast: '#ffffff',
      body_gray: '#d9e0e5',
      body_gray_contrast: '#000000',
    });
    expect(body.settings.paymentGateway).toEqual({ cod: true, paypal: false, stripe: false, sslCommerz: false });
    expect(body.settings.login).toEqual({ facebook: false, google: false });
    expect(body.settings.security).toEqual({ loginForPurchase: false, guestCodLimitCents: 250_000 });
    expect(body.settings.currency).toEqual({ name: 'CAD', symbol: '$', exchangeRate: 1 });
    expect(body.settings.language).toBe('en');
    expect(body.settings.address).toMatch(/Surrey, BC/);
    expect(body.settings.priceRange).toBe('$2.00');
  });

  it('creates an admin with a generated password, printed once, and hashes it with argon2id', async () => {
    const admins = await tdb.handle.db
      .select()
      .from(t.users)
      .where(sql`${t.users.role} = 'admin'`);
    expect(admins).toHaveLength(1);
    expect(admins[0].passwordHash).toMatch(/^\$argon2id\$/);
    expect(lines.join('\n')).toMatch(/admin account created: .+ password: \S{12,}/);
  });

  it('is idempotent: seeding again adds nothing and prints no password', async () => {
    const before = await countProducts(tdb.handle.db);
    const again: string[] = [];
    const report = await prepareDatabase(tdb.handle, { force: true, log: (l) => again.push(l) });
    expect(report?.generated).toEqual([]);
    expect(await countProducts(tdb.handle.db)).toBe(before);
    const [{ n }] = await tdb.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.users)
      .where(sql`${t.users.role} = 'admin'`);
    expect(n).toBe(1);
  });
});
