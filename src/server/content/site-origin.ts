import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/env';

/** Origin of the current request (for share links and structured data), else NEXTAUTH_URL. */
export async function siteOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  if (host && /^[a-z0-9.-]+(:\d+)?$/i.test(host)) {
    const proto = h.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }
  return env.NEXTAUTH_URL ?? 'http://localhost:3000';
}
