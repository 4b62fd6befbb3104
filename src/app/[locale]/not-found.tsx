import { NotFoundPage, notFoundMetadata } from '@/features/layout/components/not-found-page';

export const generateMetadata = () => notFoundMetadata({ follow: true });

/**
 * notFound() outside the store and the dashboard (an unknown 360 tour). Unknown addresses reach the store's own
 * 404 through (store)/[...missing]; this one has no frame because Next.js carries the root not-found page in the
 * payload of every page of the site (a store frame here doubled the header and footer in each of them).
 */
export default function NotFound() {
  return (
    <main id="content">
      <NotFoundPage />
    </main>
  );
}
