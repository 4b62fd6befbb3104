import { NextResponse } from 'next/server';
import { auth } from '@/server/auth/auth';
import type { AuthUser } from '@/server/auth/session-user';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readJsonBody } from '@/server/http';
import { refuseCrossSite } from '@/server/security/csrf';
import { clearNotifications, listNotifications, mayUseNotifications } from '@/server/notifications/notifications';

const NO_STORE = { 'cache-control': 'no-store' };

/** Who is asking: 401 for a guest, 403 for anyone who may not enter the dashboard. */
async function caller(): Promise<{ refused: NextResponse } | { user: AuthUser }> {
  const user = await auth();
  if (!user) return { refused: NextResponse.json({ success: false, err: 'unauthorized' }, { status: 401, headers: NO_STORE }) };
  if (!mayUseNotifications(user))
    return { refused: NextResponse.json({ success: false, err: 'forbidden' }, { status: 403, headers: NO_STORE }) };
  return { user };
}

/** The staff member's notifications (areas they may view, since their last "Clear all"), newest first, sanitised HTML. */
export async function GET() {
  const who = await caller();
  if ('refused' in who) return who.refused;
  return NextResponse.json({ success: true, notifications: await listNotifications(who.user) }, { headers: NO_STORE });
}

/** "Clear all" for the caller only; everyone else keeps their list. Cross-site requests are refused (CSRF). */
export async function DELETE(req: Request) {
  const crossSite = await refuseCrossSite(req, { success: false, err: 'forbidden' });
  if (crossSite) return crossSite;
  const who = await caller();
  if ('refused' in who) return who.refused;
  // an optional {upTo} of a few bytes; anything else unreadable is refused and changes nothing
  const body = await readJsonBody(req, bodyLimitBytes('notification'));
  const result = body.ok ? await clearNotifications(who.user, body.value) : ({ ok: false, status: 400 } as const);
  if (!result.ok)
    return NextResponse.json(
      { success: false, err: result.status === 404 ? 'notFound' : 'invalid' },
      { status: result.status, headers: NO_STORE },
    );
  const cleared = result.cleared;
  return NextResponse.json({ success: true, cleared }, { headers: NO_STORE });
}
