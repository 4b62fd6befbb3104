import type { HomeContent, LocalizedHomeContent } from '@/domain/content/pages';
import { localize, pickSeoText } from '@/domain/content/translations';
import type { BlogPostDto } from './get-blog';
import type { FaqDto, RichPageDto } from './get-page';
import type { BlogListDto } from './list-blogs';
import { richTextToPlain } from './sanitize-html';

/*
 * The content pages' reads as a page in one language shows them (docs/requirements.md, "Content in four languages"):
 * the cached reads hold every language, the page keeps its own and marks the English fallbacks (`lang`). A post's
 * SEO title and description may be written in each language (pickSeoText); the content pages' and the FAQ's are
 * written in English: another language's page takes its title and description from its translated texts.
 */

/** The post in `locale`; its SEO title and description are the page's head texts (pickSeoText). */
export function localizeBlogPost(post: BlogPostDto, locale: string): BlogPostDto {
  const out: BlogPostDto = {
    ...localize(post, ['title', 'excerpt', 'html'], locale),
    category: post.category && localize(post.category, ['name'], locale),
  };
  const tr = post.translations;
  return {
    ...out,
    seoTitle: pickSeoText({ seo: post.seoTitle, text: post.title }, tr, { seo: 'seoTitle', text: 'title' }, locale),
    seoDescription: pickSeoText({ seo: post.seoDescription, text: post.excerpt }, tr, { seo: 'seoDescription', text: 'excerpt' }, locale),
  };
}

export function localizeBlogList(list: BlogListDto, locale: string): BlogListDto {
  const category = <C extends BlogListDto['categories'][number] | null>(c: C) => (c && localize(c, ['name'], locale)) as C;
  return {
    ...list,
    posts: list.posts.map((p) => ({
      ...localize(p, ['title', 'excerpt'], locale),
      category: p.category && localize(p.category, ['name'], locale),
    })),
    category: category(list.category),
    categories: list.categories.map(category),
  };
}

export function localizeRichPage(page: RichPageDto, locale: string): RichPageDto {
  const out = localize(page, ['title', 'html'], locale);
  if (locale === 'en') return out;
  return { ...out, seoTitle: null, seoDescription: richTextToPlain(out.html).slice(0, 160) };
}

export function localizeFaq(faq: FaqDto, locale: string): FaqDto {
  const out: FaqDto = {
    ...localize(faq, ['title'], locale),
    items: faq.items.map((i) => localize(i, ['question', 'answerHtml', 'answerText'], locale)),
  };
  if (locale === 'en') return out;
  return { ...out, seoTitle: null, seoDescription: null };
}

/** The home page's hero slides and promo banners in `locale`; a missing text is English, named in `lang`. */
export function localizeHome(content: HomeContent, locale: string): LocalizedHomeContent {
  return {
    ...content,
    hero: content.hero.map((s) => localize(s, ['heading', 'text', 'linkLabel'], locale)),
    banners: content.banners.map((b) => localize(b, ['heading', 'text'], locale)),
  };
}
