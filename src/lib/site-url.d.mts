/** Types of site-url.mjs (plain JavaScript: server.mjs and next.config.ts import it outside the bundle). */
export function configuredSiteUrl(vars?: Record<string, string | undefined>): string | undefined;
export function siteIsHttps(vars?: Record<string, string | undefined>): boolean;
