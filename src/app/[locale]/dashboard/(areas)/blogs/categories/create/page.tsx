import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { BlogCategoryForm } from '@/features/dashboard/content/components/blogs/blog-category-views';
import { guardPage } from '@/server/dashboard/page-guard';

export default async function CreateBlogCategoryPage() {
  await guardPage('/dashboard/blogs/categories/create', 'blogs', 'edit');
  const t = await getTranslations('dashContent.blogs');
  return (
    <div>
      <PageHeader title={t('createCategory')} />
      <BlogCategoryForm initial={{ name: '', slug: '' }} canEdit />
    </div>
  );
}
