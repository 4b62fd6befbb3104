import { Picture } from '@/components/ui/picture';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import type { BlogSummaryDto } from '@/server/content/list-blogs';

/** A post of the list in the page's language (localizeBlogList); `lang` names the texts shown in English. */
export type BlogCardProps = Pick<BlogSummaryDto, 'title' | 'slug' | 'excerpt' | 'coverImage' | 'publishedAt' | 'category' | 'lang'>;

export async function BlogCard({ post, priority }: { post: BlogCardProps; priority?: boolean }) {
  const [t, format] = await Promise.all([getTranslations('content.blogs'), getFormatter()]);
  return (
    <article className="group flex flex-col overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm transition hover:shadow-md">
      <Link href={`/blogs/${post.slug}`} className="relative block aspect-[3/2] overflow-hidden bg-body-gray" tabIndex={-1} aria-hidden>
        {post.coverImage && (
          <Picture
            src={post.coverImage}
            alt=""
            fill
            preload={priority}
            sizes="(min-width:1024px) 400px, (min-width:640px) 50vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-500">
          {post.category && (
            <Link
              href={`/blogs?category=${post.category.slug}`}
              className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 hover:bg-primary"
              lang={post.category.lang?.name}
            >
              {post.category.name}
            </Link>
          )}
          <time dateTime={post.publishedAt}>
            {format.dateTime(new Date(post.publishedAt), { year: 'numeric', month: 'short', day: 'numeric' })}
          </time>
        </div>
        <h2 dir="auto" lang={post.lang?.title} className="mt-3 text-xl font-bold leading-snug text-ink">
          <Link href={`/blogs/${post.slug}`} className="hover:text-secondary-strong">
            {post.title}
          </Link>
        </h2>
        <p dir="auto" lang={post.lang?.excerpt} className="mt-2 line-clamp-3 flex-1 text-gray-600">
          {post.excerpt}
        </p>
        <Link
          href={`/blogs/${post.slug}`}
          className="mt-4 inline-flex items-center gap-1.5 font-semibold text-secondary-strong hover:underline"
          aria-label={`${t('readMore')}: ${post.title}`}
        >
          {t('readMore')} <ArrowRight className="size-4 flip-rtl" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
