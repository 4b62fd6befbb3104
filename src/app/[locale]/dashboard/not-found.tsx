import { NotFoundPage, notFoundMetadata } from '@/features/layout/components/not-found-page';

export const generateMetadata = () => notFoundMetadata({ follow: false });

/** notFound() from a dashboard page (an unknown staff member, post or page key): inside the dashboard frame. */
export default function DashboardNotFound() {
  return <NotFoundPage />;
}
