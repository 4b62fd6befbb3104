import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { searchParamsObject } from '@/domain/dashboard/list-query';
import { reviewListSchema } from '@/domain/reviews/reviews';
import { ReviewModeration } from '@/features/dashboard/reviews/components/review-moderation';
import { guardPage, pageData } from '@/server/dashboard/page-guard';
import { listReviews } from '@/server/dashboard/reviews';

export default async function ReviewsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { access } = await guardPage('/dashboard/reviews', 'review', 'view');
  const query = reviewListSchema.parse(searchParamsObject(await searchParams));
  const data = pageData(await listReviews(query));
  const t = await getTranslations('dashProducts.reviews');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ReviewModeration data={data} query={query} canEdit={access.edit} />
    </>
  );
}
