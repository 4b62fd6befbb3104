import type { PermissionEntry } from '@/domain/permissions/permissions';

declare module 'next-auth' {
  /** Session (docs/requirements.md, "Session"): user with name, email, a (admin flag), s (staff status and permissions). */
  interface Session {
    user: {
      name: string;
      email: string;
      a: boolean;
      s: { status: 'active' | 'inactive'; permissions: PermissionEntry[] } | null;
    };
    expires: string;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    /** users.session_version when the token was issued */
    sv?: number;
  }
}
