import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { loadSettings } from '@/features/layout/load-settings';
import { themeCss } from '@/lib/theme';
import { useDbHandle, type DbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { listSitemapEntries, STATIC_PATHS } from '@/server/seo/list-sitemap-entries';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import { GET as favicon } from '@/app/favicon.ico/route';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';

describe.each(ENGINES)('layout data on %s', (engine) => {
  let tdb: TestDatabase;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  it('a colour changed in the database becomes the CSS variable of the next request (no rebuild)', async () => {
    const before = await loadSettings();
    expect(before.failed).toBe(false);
    expect(themeCss(before.settings.color)).toContain('--primary:#ffc107');

    const [row] = await tdb.handle.db.select().from(t.settings).where(eq(t.settings.id, 1));
    await tdb.handle.db
      .update(t.settings)
      .set({ data: { ...row.data, color: { ...row.data.color, primary: '#1d4ed8', secondary: '#0f766e' } } })
      .where(eq(t.settings.id, 1));

    const after = await loadSettings();
    const css = themeCss(after.settings.color);
    expect(css).toContain('--primary:#1d4ed8');
    expect(css).toContain('--secondary:#0f766e');
    // white reads well on this dark blue, so the settings contrast colour is kept
    expect(css).toContain('--primary-fg:#ffffff');
  });

  it('a stored colour that is not #rrggbb never reaches the CSS: the defaults are used', async () => {
    const [row] = await tdb.handle.db.select().from(t.settings).where(eq(t.settings.id, 1));
    await tdb.handle.db
      .update(t.settings)
      .set({ data: { ...row.data, color: { ...row.data.color, primary: 'red;}</style>' } } })
      .where(eq(t.settings.id, 1));
    const { settings } = await loadSettings();
    const css = themeCss(settings.color);
    expect(css).not.toContain('</style>');
    expect(css).toContain(`--primary:${DEFAULT_SETTINGS.color.primary}`);
  });

  it("/favicon.ico sends the browser to the settings' favicon, or to the shop's own icon when none is set", async () => {
    const [row] = await tdb.handle.db.select().from(t.settings).where(eq(t.settings.id, 1));
    await tdb.handle.db
      .update(t.settings)
      .set({ data: { ...DEFAULT_SETTINGS, favicon: [] } })
      .where(eq(t.settings.id, 1));
    const none = await favicon();
    expect(none.status).toBe(302);
    expect(new URL(none.headers.get('location')!).pathname).toBe('/brand/favicon.svg');
    await tdb.handle.db
      .update(t.settings)
      .set({ data: { ...DEFAULT_SETTINGS, favicon: [{ url: '/uploads/2026/11/icon.png' }] } })
      .where(eq(t.settings.id, 1));
    const own = await favicon();
    expect(new URL(own.headers.get('location')!).pathname).toBe('/uploads/2026/11/icon.png');
    expect(own.headers.get('cache-control')).toContain('max-age=3600');
    await tdb.handle.db.update(t.settings).set({ data: row.data }).where(eq(t.settings.id, 1));
  });

  it('lists pages, categories, subcategories and products in the sitemap; blog posts only once published', async () => {
    const entries = await listSitemapEntries();
    const paths = entries.map((e) => e.path);
    for (const p of STATIC_PATHS) expect(paths).toContain(p);
    expect(paths).toContain('/shop/laminate');
    expect(paths).toContain('/shop/laminate/83-mm');
    expect(paths).toContain('/shop/tiles/matt-tiles');
    const [{ n }] = await tdb.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.products)
      .where(eq(t.products.published, true));
    expect(paths.filter((p) => p.startsWith('/product/'))).toHaveLength(n);
    const seeded = await tdb.handle.db.select({ slug: t.blogs.slug }).from(t.blogs).where(eq(t.blogs.status, 'published'));
    expect(paths.filter((p) => p.startsWith('/blogs/')).sort()).toEqual(seeded.map((b) => `/blogs/${b.slug}`).sort());

    await tdb.handle.db.insert(t.blogs).values([
      { title: 'Draft', slug: 'draft-post', status: 'draft' },
      { title: 'Choosing laminate', slug: 'choosing-laminate', status: 'published', publishedAt: new Date(Date.now() - 60_000) },
      { title: 'Tomorrow', slug: 'scheduled-post', status: 'published', publishedAt: new Date(Date.now() + 86_400_000) },
    ]);
    const withBlogs = (await listSitemapEntries()).map((e) => e.path);
    expect(withBlogs).toContain('/blogs/choosing-laminate');
    expect(withBlogs).not.toContain('/blogs/draft-post');
    expect(withBlogs).not.toContain('/blogs/scheduled-post');
  });

  it('the sitemap names every page in the four languages, each entry with its alternates and x-default (hreflang)', async () => {
    const entries = await sitemap();
    const path = (u: string) => new URL(u).pathname;
    const laminate = entries.filter((e) => /\/shop\/laminate$/.test(path(e.url)));
    expect(laminate.map((e) => path(e.url)).sort()).toEqual([
      '/ar/shop/laminate',
      '/bn/shop/laminate',
      '/fr/shop/laminate',
      '/shop/laminate',
    ]);
    const languages = Object.fromEntries(Object.entries(laminate[0].alternates!.languages!).map(([l, u]) => [l, path(u as string)]));
    expect(languages).toEqual({
      en: '/shop/laminate',
      bn: '/bn/shop/laminate',
      ar: '/ar/shop/laminate',
      fr: '/fr/shop/laminate',
      'x-default': '/shop/laminate',
    });
    // every page, every language: four entries per page
    expect(entries).toHaveLength((await listSitemapEntries()).length * 4);
    const product = entries.find((e) => /^\/ar\/product\//.test(path(e.url)));
    expect(product).toBeTruthy();
  });

  it('robots.txt keeps crawlers out of the dashboard, the API and the personal pages, and names the sitemap', () => {
    const r = robots();
    expect(r.sitemap).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    const [rule] = r.rules as { disallow: string[] }[];
    expect(rule.disallow).toEqual(expect.arrayContaining(['/dashboard', '/api/', '/profile', '/cart', '/checkout', '/signin']));
  });

  it('an unpublished product leaves the sitemap', async () => {
    const [p] = await tdb.handle.db.select({ id: t.products.id, slug: t.products.slug }).from(t.products).limit(1);
    await tdb.handle.db.update(t.products).set({ published: false }).where(eq(t.products.id, p.id));
    expect((await listSitemapEntries()).map((e) => e.path)).not.toContain(`/product/${p.slug}`);
  });
});

describe('settings that cannot be loaded', () => {
  it('give the defaults and report the failure (for the error toast)', async () => {
    const broken = {
      db: {
        select: () => {
          throw new Error('connection refused');
        },
      },
    } as unknown as DbHandle;
    useDbHandle(broken);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      const { settings, failed } = await loadSettings();
      expect(failed).toBe(true);
      expect(settings.color).toEqual(DEFAULT_SETTINGS.color);
      expect(settings.name).toBe(DEFAULT_SETTINGS.name);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});
