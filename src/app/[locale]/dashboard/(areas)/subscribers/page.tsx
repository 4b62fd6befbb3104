import { Download } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { createLinkClasses, PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { SubscriberTable } from '@/features/dashboard/subscribers/components/subscriber-table';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { listSubscribers } from '@/server/dashboard/subscribers';

export default async function SubscribersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/subscribers', 'subscriber', 'view');
  const query = listQuerySchema.parse(searchParamsObject(await searchParams));
  const data = pageData(await listSubscribers(query));
  const t = await getTranslations('dashCommerce.subscribers');
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          // a plain download link: the route checks the `subscriber` view right itself
          <a href="/api/dashboard/subscribers.csv" download className={createLinkClasses()}>
            <Download className="size-4" aria-hidden />
            {t('export')}
          </a>
        }
      />
      <SubscriberTable rows={data.rows} total={data.total} query={query} canDelete={access.delete} />
    </>
  );
}
