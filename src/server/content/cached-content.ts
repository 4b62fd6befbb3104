import 'server-only';
import { cached } from '@/server/cache/cached';
import { CATALOGUE_REVALIDATE_SECONDS as revalidate, CATALOGUE_TAGS as T } from '@/server/catalogue/cache-tags';
import { getPublishedBlog } from './get-blog';
import { getFaq, getRichPage, type RichPageKey } from './get-page';
import { listPublishedBlogs } from './list-blogs';
import { getTour, listTours } from './list-tours';

/*
 * The content pages' reads, cached under the tags of cache-tags.ts (the pages served from cache carry them), cleared
 * by revalidateStore() from the dashboard's content writes.
 */

export const getCachedRichPage = (key: RichPageKey) =>
  cached(() => getRichPage(key), ['content', 'page', key], { tags: [T.page(key)], revalidate })();

export const getCachedFaq = cached(() => getFaq(), ['content', 'page', 'faq'], { tags: [T.page('faq')], revalidate });

/** Blog posts publish at their date: the list is read again at least every 5 minutes. */
export const getCachedBlogList = cached(
  (categorySlug: string | undefined, page: number) => listPublishedBlogs({ categorySlug, page }),
  ['content', 'blogs'],
  { tags: [T.blogs], revalidate: 300 },
);

export const getCachedBlog = (slug: string) =>
  cached(() => getPublishedBlog(slug), ['content', 'blog', slug], { tags: [T.blog(slug)], revalidate: 300 })();

export const getCachedTours = cached(() => listTours(), ['content', 'tours'], { tags: [T.tours], revalidate });

export const getCachedTour = cached((name: string) => getTour(name), ['content', 'tour'], { tags: [T.tours], revalidate });
