import type { SessionUserLike } from '@/domain/permissions/permissions';

/** Spec §3 session user as the browser sees it: name, email, `a` admin flag, `s` staff record. */
export interface StoreSessionUser extends SessionUserLike {
  name?: string | null;
  email?: string | null;
}
