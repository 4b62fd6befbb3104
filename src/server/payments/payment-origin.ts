import 'server-only';
import { env } from '@/lib/env';
import { siteOrigin } from '@/server/content/site-origin';

/** The public origin gateways send customers and notifications back to: NEXTAUTH_URL when set, else the request's. */
export async function paymentOrigin(): Promise<string> {
  return env.NEXTAUTH_URL?.replace(/\/$/, '') ?? (await siteOrigin());
}
