import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { BlogForm } from '@/features/dashboard/content/components/blogs/blog-form';
import { blogActions } from '@/server/dashboard/content/blogs';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function CreateBlogPage() {
  await guardPage('/dashboard/blogs/create', 'blogs', 'edit');
  const categories = pageData(await blogActions.categoryOptions({}));
  const t = await getTranslations('dashContent.blogs');
  const initial = {
    title: '',
    slug: '',
    categorySlug: '',
    coverImage: '',
    excerpt: '',
    content: '',
    tags: '',
    status: 'draft' as const,
    seoTitle: '',
    seoDescription: '',
  };
  return (
    <div>
      <PageHeader title={t('create')} />
      <BlogForm initial={initial} categories={categories} canEdit />
    </div>
  );
}
