import 'server-only';
import { env } from '@/lib/env';

/**
 * Origin of the shop for share links and structured data: from configuration (NEXTAUTH_URL), never from the request,
 * so pages served from cache are the same for everybody and a forged Host changes no link.
 */
export async function siteOrigin(): Promise<string> {
  return (env.NEXTAUTH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}
