import { NotFoundPage, notFoundMetadata } from '@/features/layout/components/not-found-page';

export const generateMetadata = () => notFoundMetadata({ follow: true });

/** notFound() from a store page (unknown product, category, address...): rendered inside the store layout. */
export default function StoreNotFound() {
  return <NotFoundPage />;
}
