// @ts-check
/**
 * Headers every answer carries (docs/requirements.md, "Security headers"): next.config.ts gives them to every answer
 * of Next.js, server.mjs to the pages it answers from the cache itself. The Content-Security-Policy is separate (a
 * nonce per request from src/proxy.ts, or a cached page's own hashes).
 * @param {{ https: boolean }} options
 * @returns {{ key: string; value: string }[]}
 */
export function securityHeaders({ https }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
    // HSTS only where the site is served over https (never on a plain-http local run)
    ...(https ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
