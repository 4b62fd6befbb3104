// @ts-check
/**
 * The client's address, from the socket and the X-Forwarded-For chain, trusting only the proxies the operator named
 * in TRUSTED_PROXIES (docs/operations.md, "Reverse proxies and the site origin"):
 * - unset or empty: no proxy is trusted, the socket's address is the client (a client-sent X-Forwarded-For changes
 *   nothing);
 * - a number N: N proxies stand in front of the shop; each appended the address it saw, so the client is the N-th entry
 *   from the right of the chain (X-Forwarded-For entries, then the socket's address);
 * - a list of addresses: walking the chain from the right, every address in the list is a proxy; the first that is not
 *   is the client.
 * Plain JavaScript because server.mjs derives it before Next.js sees the request (types in client-address.d.mts).
 */

/** @typedef {{ hops: number } | { addresses: Set<string> }} TrustedProxies */

/** @param {string} address */
function normalise(address) {
  const a = address.trim().replace(/^\[|\]$/g, '');
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

/**
 * @param {string | undefined} value the TRUSTED_PROXIES setting
 * @returns {TrustedProxies}
 */
export function parseTrustedProxies(value) {
  const v = (value ?? '').trim();
  if (!v) return { hops: 0 };
  if (/^\d+$/.test(v)) return { hops: Math.min(Number(v), 10) };
  return { addresses: new Set(v.split(',').map(normalise).filter(Boolean)) };
}

/**
 * @param {string | undefined} socketAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {TrustedProxies} trusted
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  const socket = normalise(socketAddress ?? '') || 'unknown';
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')).split(',').map(normalise).filter(Boolean);
  const chain = [...listed, socket];
  if ('hops' in trusted) return chain[Math.max(0, chain.length - 1 - trusted.hops)];
  let i = chain.length - 1;
  while (i > 0 && trusted.addresses.has(chain[i])) i--;
  return chain[i];
}

/** The request header server.mjs puts the address in (any copy a client sent is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-floorshop-client';
