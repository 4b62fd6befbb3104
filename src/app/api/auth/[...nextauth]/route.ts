import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { TOO_MANY_ATTEMPTS } from '@/domain/account/auth-errors';
import { LIMITS } from '@/domain/security/limits';
import { getAuthOptions } from '@/server/auth/auth-options';
import { callbackUrlProblem } from '@/server/auth/route-checks';

type Ctx = { params: Promise<{ nextauth: string[] }> };

/** next-auth v4: the REST contract under /api/auth (docs/requirements.md, "Auth API"). */
async function handler(req: NextRequest, ctx: Ctx): Promise<Response> {
  const refused = await callbackUrlProblem(req);
  if (refused) return refused;
  const res: Response = await NextAuth(req, ctx, await getAuthOptions());
  // a lockout answers 429 (the body still has the url with error=TooManyAttempts for the client)
  if (res.status === 401 && res.headers.get('content-type')?.includes('application/json')) {
    const body = (await res
      .clone()
      .json()
      .catch(() => null)) as { url?: string } | null;
    if (body?.url && new URL(body.url).searchParams.get('error') === TOO_MANY_ATTEMPTS) {
      const headers = new Headers(res.headers);
      // the longest a lock lasts: the exact time left belongs to an account the answer must not describe
      headers.set('retry-after', String(LIMITS.signInAccount.blockSec));
      return new Response(JSON.stringify(body), { status: 429, headers });
    }
  }
  return res;
}

export { handler as GET, handler as POST };
