/**
 * The configured public address of the shop, read the same way by server.mjs, next.config.ts and the app
 * (src/lib/site-origin.ts): SITE_URL, else NEXTAUTH_URL. Plain JavaScript because server.mjs and next.config.ts
 * import it outside the bundle.
 * @param {Record<string, string | undefined>} [vars]
 * @returns {string | undefined}
 */
export function configuredSiteUrl(vars = process.env) {
  return vars.SITE_URL || vars.NEXTAUTH_URL || undefined;
}

/**
 * Whether the shop is served over https (HSTS, upgrade-insecure-requests): never on a plain-http local run.
 * @param {Record<string, string | undefined>} [vars]
 */
export function siteIsHttps(vars = process.env) {
  return (configuredSiteUrl(vars) ?? '').startsWith('https://');
}
