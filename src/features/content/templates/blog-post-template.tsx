import { Picture } from '@/components/ui/picture';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ArrowLeft, Mail, MessageCircle } from '@/components/ui/icons';
import { FacebookIcon, LinkedinIcon, XIcon } from '../components/brand-icons';
import { shareLinks } from '@/domain/content/blogs';
import { RichText } from '@/components/ui/rich-text';
import { Link } from '@/i18n/navigation';
import type { BlogPostDto } from '@/server/content/get-blog';

interface Props {
  /** in the page's language (localizeBlogPost); `lang` names the texts shown in English */
  post: Pick<BlogPostDto, 'title' | 'excerpt' | 'coverImage' | 'html' | 'tags' | 'publishedAt' | 'author' | 'category' | 'lang'>;
  url: string;
}

export async function BlogPostTemplate({ post, url }: Props) {
  const [t, format] = await Promise.all([getTranslations('content.blogs'), getFormatter()]);
  const links = shareLinks(url, post.title);
  const shares = [
    { key: 'facebook', label: t('shareOn', { network: 'Facebook' }), href: links.facebook, Icon: FacebookIcon },
    { key: 'twitter', label: t('shareOn', { network: 'X (Twitter)' }), href: links.twitter, Icon: XIcon },
    { key: 'linkedin', label: t('shareOn', { network: 'LinkedIn' }), href: links.linkedin, Icon: LinkedinIcon },
    { key: 'whatsapp', label: t('shareOn', { network: 'WhatsApp' }), href: links.whatsapp, Icon: MessageCircle },
    { key: 'email', label: t('shareEmail'), href: links.email, Icon: Mail },
  ];
  const date = format.dateTime(new Date(post.publishedAt), { year: 'numeric', month: 'long', day: 'numeric' });
  return (
    <article>
      <header className="border-b border-body-gray bg-gradient-to-b from-amber-50/70 to-white">
        <div className="container-shop max-w-4xl py-10 md:py-14">
          <Link href="/blogs" className="inline-flex items-center gap-1.5 text-sm font-semibold text-gray-600 hover:text-secondary-strong">
            <ArrowLeft className="size-4 flip-rtl" aria-hidden /> {t('backToBlog')}
          </Link>
          <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
            {post.category && (
              <Link
                href={`/blogs?category=${post.category.slug}`}
                className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 hover:bg-primary"
                lang={post.category.lang?.name}
              >
                {post.category.name}
              </Link>
            )}
            <time dateTime={post.publishedAt}>{t('publishedOn', { date })}</time>
            {post.author && <span>{t('by', { name: post.author })}</span>}
          </div>
          <h1
            dir="auto"
            lang={post.lang?.title}
            data-testid="blog-title"
            className="mt-4 text-3xl font-extrabold leading-tight tracking-tight text-ink md:text-5xl"
          >
            {post.title}
          </h1>
          {post.excerpt && (
            <p dir="auto" lang={post.lang?.excerpt} className="mt-4 text-lg text-gray-600 md:text-xl">
              {post.excerpt}
            </p>
          )}
        </div>
      </header>
      <div className="container-shop max-w-4xl py-8 md:py-12">
        {post.coverImage && (
          <div className="relative mb-10 aspect-[3/2] overflow-hidden rounded-2xl bg-body-gray shadow-sm">
            <Picture src={post.coverImage} alt="" fill preload sizes="(min-width:1024px) 896px, 100vw" className="object-cover" />
          </div>
        )}
        <RichText html={post.html} lang={post.lang?.html} className="mx-auto max-w-3xl" />
        <footer className="mx-auto mt-12 max-w-3xl space-y-6 border-t border-body-gray pt-8">
          {post.tags.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-gray-700">{t('tags')}:</span>
              {post.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-700">
                  {tag}
                </span>
              ))}
            </div>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-sm font-semibold text-gray-700">{t('share')}</h2>
            <ul className="flex flex-wrap gap-2" data-testid="share-links">
              {shares.map(({ key, label, href, Icon }) => (
                <li key={key}>
                  <a
                    href={href}
                    target={key === 'email' ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    aria-label={label}
                    title={label}
                    className="grid size-10 place-items-center rounded-full border border-body-gray bg-white text-gray-700 transition hover:border-primary hover:bg-primary hover:text-ink"
                  >
                    <Icon className="size-4" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </footer>
      </div>
    </article>
  );
}
