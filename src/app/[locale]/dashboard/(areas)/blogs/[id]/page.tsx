import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { PageHeader } from '@/components/dashboard/page-header';
import { BlogForm } from '@/features/dashboard/content/components/blogs/blog-form';
import { blogActions } from '@/server/dashboard/content/blogs';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function EditBlogPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { access } = await guardPage(`/dashboard/blogs/${id}`, 'blogs', 'view');
  if (!z.uuid().safeParse(id).success) notFound();
  const [post, categories] = await Promise.all([blogActions.getBlog({ id }), blogActions.categoryOptions({})]);
  if (!post.ok && post.status === 404) notFound();
  const blog = pageData(post);
  const t = await getTranslations('dashContent.blogs');
  return (
    <div>
      <PageHeader title={t('edit')} description={blog.title} />
      <BlogForm initial={{ ...blog, tags: blog.tags.join(', ') }} categories={pageData(categories)} canEdit={access.edit} />
    </div>
  );
}
