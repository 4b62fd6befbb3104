import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { listQuerySchema, searchParamsObject } from '@/domain/dashboard/list-query';
import { MessageTable } from '@/features/dashboard/content/components/tours/message-table';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { tourMessageActions } from '@/server/dashboard/content/tours-messages';

export default async function MessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await guardPage('/dashboard/messages', 'pageSettings', 'view');
  const raw = searchParamsObject(await searchParams);
  const list = pageData(await tourMessageActions.listMessages(raw));
  const t = await getTranslations('dashContent.messages');
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <MessageTable rows={list.rows} total={list.total} query={listQuerySchema.parse(raw)} />
    </div>
  );
}
