import { forbidden } from 'next/navigation';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

/** The 403 page at a fixed address (links from sign-in errors, and the e2e test), with status 403. */
export default function ForbiddenRoute(): never {
  forbidden();
}
