import { forbidden } from 'next/navigation';

/** The 403 page at a fixed address (links from sign-in errors, and the e2e test), with status 403. */
export default function ForbiddenRoute(): never {
  forbidden();
}
