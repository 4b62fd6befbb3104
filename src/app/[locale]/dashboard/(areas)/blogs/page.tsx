import Link from 'next/link';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { BlogTable } from '@/features/dashboard/content/components/blogs/blog-table';
import { blogActions } from '@/server/dashboard/content/blogs';
import { guardPage, pageData } from '@/server/dashboard/page-guard';

export default async function BlogsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/blogs', 'blogs', 'view');
  const raw = searchParamsObject(await searchParams);
  const query = listQuerySchema.parse(raw);
  const list = pageData(await blogActions.listBlogs(raw));
  const t = await getTranslations('dashContent.blogs');
  return (
    <div>
      <PageHeader
        title={t('heading')}
        description={t('description')}
        actions={
          <>
            <Link href="/dashboard/blogs/categories" className={createLinkClasses()}>
              {t('categories')}
            </Link>
            {access.edit && (
              <Link href="/dashboard/blogs/create" className={createLinkClasses()}>
                <Plus className="size-4" aria-hidden />
                {t('create')}
              </Link>
            )}
          </>
        }
      />
      <BlogTable rows={list.rows} total={list.total} query={query} canEdit={access.edit} canDelete={access.delete} />
    </div>
  );
}
