import type { SessionUserLike } from '@/domain/permissions/permissions';

/** Session user as the browser sees it (docs/requirements.md, "Session"): name, email, `a` admin flag, `s` staff record. */
export interface StoreSessionUser extends SessionUserLike {
  name?: string | null;
  email?: string | null;
}
