import { NextResponse } from 'next/server';
import { isAllowed } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { subscribersCsv } from '@/server/dashboard/subscribers';

/** Every subscriber as a CSV download, for staff with the `subscriber` view right (read from the database). */
export async function GET() {
  const user = await auth();
  if (!user) return NextResponse.json({ ok: false, status: 401, error: 'forbidden' }, { status: 401 });
  if (!isAllowed(user, { area: 'subscriber', action: 'view' }))
    return NextResponse.json({ ok: false, status: 403, error: 'forbidden' }, { status: 403 });
  const csv = await subscribersCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new NextResponse(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="subscribers-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
