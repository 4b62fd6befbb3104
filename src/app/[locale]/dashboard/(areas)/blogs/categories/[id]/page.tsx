import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { PageHeader } from '@/components/dashboard/page-header';
import { BlogCategoryForm } from '@/features/dashboard/content/components/blogs/blog-category-views';
import { blogActions } from '@/server/dashboard/content/blogs';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function EditBlogCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/blogs/categories/${id}`, 'blogs', 'view');
  if (!z.uuid().safeParse(id).success) notFound();
  const res = await blogActions.getCategory({ id });
  if (!res.ok && res.status === 404) notFound();
  const category = pageData(res);
  const t = await getTranslations('dashContent.blogs');
  return (
    <div>
      <PageHeader title={t('editCategory')} description={category.name} />
      <BlogCategoryForm initial={category} canEdit={access.edit} />
    </div>
  );
}
