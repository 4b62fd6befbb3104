import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';

type HeaderSource = Headers | Record<string, string | string[] | undefined> | undefined;

const g = globalThis as typeof globalThis & { __floorshopClientSecret?: string };

/**
 * The client's address of a request, as server.mjs derived it from the socket and TRUSTED_PROXIES
 * (src/lib/client-address.mjs). server.mjs prefixes the header with a secret of its process, so a client cannot send
 * the header itself. Without server.mjs in front (`next dev`) it is the right-most X-Forwarded-For entry, the one
 * Next.js appends itself. Every rate limit keys on this.
 */
export function requestClientAddress(headers: HeaderSource): string {
  const get = (k: string): string => {
    const v = headers instanceof Headers ? headers.get(k) : headers?.[k];
    return (Array.isArray(v) ? v.join(',') : v) ?? '';
  };
  const secret = g.__floorshopClientSecret;
  const value = get(CLIENT_ADDRESS_HEADER);
  if (secret && value.startsWith(`${secret} `)) return value.slice(secret.length + 1) || 'unknown';
  return get('x-forwarded-for').split(',').at(-1)?.trim() || 'unknown';
}
