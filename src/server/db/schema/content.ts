import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SeoTextField } from '../../../domain/content/translations';
import { createdAt, id, translationsColumn, updatedAt } from './_columns';

/** The translatable fields of each content entity (docs/requirements.md, "Content in four languages"). */
export type BlogCategoryText = 'name';
/** a post's SEO title and description are translated in the same column */
export type BlogText = 'title' | 'excerpt' | 'content' | SeoTextField;
/** a page's title, and the rich pages' body (`content.html`); FAQ entries carry their own translations in `content` */
export type PageText = 'title' | 'html';
export type TourText = 'title';
import { users } from './users';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    translations: translationsColumn<BlogCategoryText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug)],
);

export const blogStatus = pgEnum('blog_status', ['draft', 'published']);

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    categoryId: uuid('category_id').references(() => blogCategories.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    coverImage: text('cover_image'),
    excerpt: text('excerpt').notNull().default(''),
    /** sanitised HTML */
    content: text('content').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: blogStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** title, excerpt and content (sanitised HTML) in Bengali, Arabic and French */
    translations: translationsColumn<BlogText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blogs_slug_uq').on(t.slug), index('blogs_status_published_idx').on(t.status, t.publishedAt)],
);

/** Editable pages: home, about, privacy, terms, return, faq. `content` holds the page's structured content. */
export const pages = pgTable(
  'pages',
  {
    id: id(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /** the title (and a rich page's HTML) in Bengali, Arabic and French */
    translations: translationsColumn<PageText>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('pages_key_uq').on(t.key)],
);

export const virtualTours = pgTable(
  'virtual_tours',
  {
    id: id(),
    /** folder name under /360/{name}/index.html */
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** the title in Bengali, Arabic and French */
    translations: translationsColumn<TourText>(),
    image: text('image').notNull(),
    panorama: text('panorama').notNull(),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('virtual_tours_name_uq').on(t.name)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  handled: boolean('handled').notNull().default(false),
  createdAt: createdAt(),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_uq').on(t.email)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** HTML, sanitised */
    message: text('message').notNull(),
    link: text('link'),
    /** the permission area whose `view` right shows it (order, product, pageSettings, review) */
    area: text('area').$type<'order' | 'product' | 'pageSettings' | 'review'>().notNull().default('order'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_created_idx').on(t.createdAt), index('notifications_area_created_idx').on(t.area, t.createdAt)],
);

/** "Clear all" per staff member: notifications up to `clearedAt` are gone from that person's list only. */
export const notificationClears = pgTable('notification_clears', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull(),
});

export type Page = typeof pages.$inferSelect;
export type Blog = typeof blogs.$inferSelect;
