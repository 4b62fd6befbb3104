import { NextResponse } from 'next/server';
import { auth } from '@/server/auth/auth';
import { refuseCrossSite } from '@/server/security/csrf';
import { clearNotifications, listNotifications, mayUseNotifications } from '@/server/notifications/notifications';

const NO_STORE = { 'cache-control': 'no-store' };

/** Who is asking: 401 for a guest, 403 for anyone who may not enter the dashboard. */
async function refusal(): Promise<NextResponse | null> {
  const user = await auth();
  if (!user) return NextResponse.json({ success: false, error: 'unauthorized' }, { status: 401, headers: NO_STORE });
  if (!mayUseNotifications(user)) return NextResponse.json({ success: false, error: 'forbidden' }, { status: 403, headers: NO_STORE });
  return null;
}

/** Spec §7: the staff notifications, newest first, messages as sanitised HTML. */
export async function GET() {
  const refused = await refusal();
  if (refused) return refused;
  return NextResponse.json({ success: true, notifications: await listNotifications() }, { headers: NO_STORE });
}

/** Spec §7 "clear": removes every notification. Cross-site requests are refused (CSRF). */
export async function DELETE(req: Request) {
  const crossSite = await refuseCrossSite(req, { success: false, error: 'forbidden' });
  if (crossSite) return crossSite;
  const refused = await refusal();
  if (refused) return refused;
  const cleared = await clearNotifications();
  return NextResponse.json({ success: true, cleared }, { headers: NO_STORE });
}
