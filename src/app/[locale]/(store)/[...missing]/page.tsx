import { notFound } from 'next/navigation';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

/**
 * Any address no route knows: the store's 404 (src/app/(store)/not-found.tsx) inside the store layout. The root
 * not-found stays frameless, because Next.js sends each segment's not-found page along with every page of it.
 */
export default function MissingPage(): never {
  notFound();
}
