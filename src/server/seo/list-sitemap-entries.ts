import 'server-only';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/server/db';
import { blogs, categories, products, subcategories } from '@/server/db/schema';

export interface SitemapEntry {
  /** path below the site root, starting with / */
  path: string;
  lastModified?: Date;
  priority: number;
  changeFrequency: 'daily' | 'weekly' | 'monthly';
}

/** Public pages that always exist (home, shop, content pages, blog, tours, sign-in, cart...). */
export const STATIC_PATHS = [
  '/',
  '/shop',
  '/categories',
  '/virtualtour',
  '/blogs',
  '/about',
  '/faq',
  '/contactus',
  '/measure',
  '/privacy',
  '/terms',
];

/** Everything a search engine should index: pages, published categories and subcategories, products, published blog posts. */
export async function listSitemapEntries(db?: DbOrTx): Promise<SitemapEntry[]> {
  db ??= await getDb();
  const [cats, subs, prods, posts] = await Promise.all([
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      .where(eq(categories.published, true))
      .orderBy(asc(categories.position)),
    db
      .select({ cat: categories.slug, slug: subcategories.slug, updatedAt: subcategories.updatedAt })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(and(eq(subcategories.published, true), eq(categories.published, true)))
      .orderBy(asc(categories.position), asc(subcategories.position)),
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.slug)),
    db
      .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(and(eq(blogs.status, 'published'), isNotNull(blogs.publishedAt), lte(blogs.publishedAt, sql`now()`)))
      .orderBy(asc(blogs.slug)),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path, priority: path === '/' ? 1 : 0.6, changeFrequency: 'weekly' as const })),
    ...cats.map((c) => ({ path: `/shop/${c.slug}`, lastModified: c.updatedAt, priority: 0.8, changeFrequency: 'weekly' as const })),
    ...subs.map((s) => ({
      path: `/shop/${s.cat}/${s.slug}`,
      lastModified: s.updatedAt,
      priority: 0.7,
      changeFrequency: 'weekly' as const,
    })),
    ...prods.map((p) => ({ path: `/product/${p.slug}`, lastModified: p.updatedAt, priority: 0.9, changeFrequency: 'daily' as const })),
    ...posts.map((b) => ({ path: `/blogs/${b.slug}`, lastModified: b.updatedAt, priority: 0.5, changeFrequency: 'monthly' as const })),
  ];
}
