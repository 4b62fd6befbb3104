import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { BlogCategoryTable } from '@/features/dashboard/content/components/blogs/blog-category-views';
import { blogActions } from '@/server/dashboard/content/blogs';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function BlogCategoriesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { access } = await guardPage('/dashboard/blogs/categories', 'blogs', 'view');
  const raw = searchParamsObject(await searchParams);
  const list = pageData(await blogActions.listCategories(raw));
  const t = await getTranslations('dashContent.blogs');
  return (
    <div>
      <PageHeader
        title={t('categories')}
        actions={
          access.edit && (
            <Link href="/dashboard/blogs/categories/create" className={createLinkClasses()}>
              <Plus className="size-4" aria-hidden />
              {t('createCategory')}
            </Link>
          )
        }
      />
      <BlogCategoryTable
        rows={list.rows}
        total={list.total}
        query={listQuerySchema.parse(raw)}
        canEdit={access.edit}
        canDelete={access.delete}
      />
    </div>
  );
}
