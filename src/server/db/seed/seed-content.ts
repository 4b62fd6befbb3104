import 'server-only';
import type { Database } from '../client';
import * as t from '../schema';
import { SEED_BLOG_CATEGORIES, SEED_BLOGS } from './data/blogs';
import { FAQ_CONTENT, HOME_CONTENT, RICH_PAGES } from './data/pages';
import {
  BLOG_CATEGORY_TRANSLATIONS,
  BLOG_TRANSLATIONS,
  FAQ_ITEM_TRANSLATIONS,
  HOME_BANNER_TRANSLATIONS,
  HOME_SLIDE_TRANSLATIONS,
  PAGE_TRANSLATIONS,
} from './data/content-translations';
import { SEED_TOURS, tourCoverUrl, tourPanoramaUrl } from './data/tours';
import { TOUR_TRANSLATIONS } from './data/term-translations';

/**
 * Content pages, blog categories and posts (dated back by `ago(days)`), and the virtual tours; with their Bengali,
 * Arabic and French texts where written (docs/requirements.md, "Content in four languages").
 */
export async function seedContent(db: Database, ago: (days: number) => Date): Promise<void> {
  await db
    .insert(t.pages)
    .values([
      {
        key: 'home',
        title: 'Home',
        content: {
          ...HOME_CONTENT,
          hero: HOME_CONTENT.hero.map((slide, i) => ({ ...slide, translations: HOME_SLIDE_TRANSLATIONS[i] ?? {} })),
          banners: HOME_CONTENT.banners.map((banner, i) => ({ ...banner, translations: HOME_BANNER_TRANSLATIONS[i] ?? {} })),
        },
      },
      ...Object.entries(RICH_PAGES).map(([key, v]) => ({
        key,
        title: v.title,
        content: v.content,
        translations: PAGE_TRANSLATIONS[key as keyof typeof PAGE_TRANSLATIONS] ?? {},
      })),
      {
        key: 'faq',
        title: FAQ_CONTENT.title,
        content: { items: FAQ_CONTENT.content.items.map((item, i) => ({ ...item, translations: FAQ_ITEM_TRANSLATIONS[i] ?? {} })) },
        translations: PAGE_TRANSLATIONS.faq ?? {},
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(t.blogCategories)
    .values(SEED_BLOG_CATEGORIES.map((c) => ({ ...c, translations: BLOG_CATEGORY_TRANSLATIONS[c.slug] ?? {} })))
    .onConflictDoNothing();
  const blogCatId = new Map((await db.select().from(t.blogCategories)).map((c) => [c.slug, c.id]));
  await db
    .insert(t.blogs)
    .values(
      SEED_BLOGS.map((b) => ({
        title: b.title,
        slug: b.slug,
        categoryId: blogCatId.get(b.category) ?? null,
        coverImage: b.image,
        excerpt: b.excerpt,
        content: b.content,
        tags: b.tags,
        status: 'published' as const,
        publishedAt: ago(b.daysAgo),
        seoTitle: b.title,
        seoDescription: b.excerpt,
        translations: BLOG_TRANSLATIONS[b.slug] ?? {},
      })),
    )
    .onConflictDoNothing();

  // pictures rendered by scripts/generate-images.ts
  await db
    .insert(t.virtualTours)
    .values(
      SEED_TOURS.map((tour, position) => ({
        name: tour.name,
        title: tour.title,
        translations: TOUR_TRANSLATIONS[tour.name] ?? {},
        image: tourCoverUrl(tour.name),
        panorama: tourPanoramaUrl(tour.name),
        position,
      })),
    )
    .onConflictDoNothing();
}
