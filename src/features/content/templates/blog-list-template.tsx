import { getLocale, getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { BlogCard, type BlogCardProps } from '../components/blog-card';
import { PageHeader } from '../components/page-header';
import { Link } from '@/i18n/navigation';
import { plainNumber } from '@/lib/format';

interface Props {
  posts: BlogCardProps[];
  categories: { name: string; slug: string; count: number; lang?: { name?: 'en' } }[];
  activeCategory: string | null;
  page: number;
  pageCount: number;
}

const href = (category: string | null, page: number) => {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `/blogs?${s}` : '/blogs';
};

export async function BlogListTemplate({ posts, categories, activeCategory, page, pageCount }: Props) {
  const [t, locale] = await Promise.all([getTranslations('content.blogs'), getLocale()]);
  const pill = (active: boolean) =>
    clsx(
      'inline-flex items-center gap-1.5 rounded-full border px-4 py-1.5 text-sm font-medium transition',
      active ? 'border-primary bg-primary text-ink' : 'border-body-gray bg-white hover:border-primary',
    );
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <nav aria-label={t('categoriesLabel')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link href="/blogs" className={pill(!activeCategory)} aria-current={!activeCategory ? 'page' : undefined}>
                {t('allCategories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  href={href(c.slug, 1)}
                  className={pill(activeCategory === c.slug)}
                  aria-current={activeCategory === c.slug ? 'page' : undefined}
                >
                  <span lang={c.lang?.name}>{c.name}</span>{' '}
                  <span className="text-xs opacity-70" data-testid="category-count">
                    ({plainNumber(c.count, locale)})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <section className="container-shop py-10 md:py-14">
        {posts.length === 0 ? (
          <p className="text-gray-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {posts.map((p, i) => (
              <li key={p.slug} className="flex">
                <BlogCard post={p} priority={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-2">
            {page > 1 && (
              <Link
                href={href(activeCategory, page - 1)}
                className="inline-flex items-center gap-1 rounded-md border border-body-gray px-3 py-2 text-sm font-medium hover:border-primary"
                rel="prev"
              >
                <ChevronLeft className="size-4 flip-rtl" aria-hidden /> {t('previous')}
              </Link>
            )}
            {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
              <Link
                key={n}
                href={href(activeCategory, n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('pageOf', { page: n, count: pageCount })}
                className={clsx(
                  'grid size-10 place-items-center rounded-md border text-sm font-semibold',
                  n === page ? 'border-primary bg-primary text-ink' : 'border-body-gray hover:border-primary',
                )}
              >
                {plainNumber(n, locale)}
              </Link>
            ))}
            {page < pageCount && (
              <Link
                href={href(activeCategory, page + 1)}
                className="inline-flex items-center gap-1 rounded-md border border-body-gray px-3 py-2 text-sm font-medium hover:border-primary"
                rel="next"
              >
                {t('next')} <ChevronRight className="size-4 flip-rtl" aria-hidden />
              </Link>
            )}
          </nav>
        )}
      </section>
    </>
  );
}
