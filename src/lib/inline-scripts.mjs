/**
 * Our own inline scripts: fixed texts, so the Content-Security-Policy allows exactly them by hash
 * (src/lib/security/csp-policy.mjs). Plain JavaScript because server.mjs computes the policy too.
 */

/** Cookie of the colour scheme (auto, light, dark), read by the script below before the first paint. */
export const COLOR_SCHEME_COOKIE = 'COLOR_SCHEME';

/**
 * Runs in <head> before the page paints: applies the visitor's colour scheme from the cookie, so a cached page (the
 * same for everybody) shows dark or light without a flash.
 */
export const COLOR_SCHEME_SCRIPT =
  "try{var m=document.cookie.match(/(?:^|; )COLOR_SCHEME=(light|dark|auto)/);document.documentElement.dataset.scheme=m?m[1]:'auto'}catch(e){}";

export const OWN_INLINE_SCRIPTS = [COLOR_SCHEME_SCRIPT];
