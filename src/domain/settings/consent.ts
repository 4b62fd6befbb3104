import type { Settings } from '@/domain/settings/settings';

/** Cookie that records the visitor's consent (docs/requirements.md, "Cookie consent"). */
export const CONSENT_COOKIE = 'cookie_consent';
/** (docs/requirements.md, "Cookie consent"): consent lasts 2592000000 ms (30 days), path /. */
export const CONSENT_MAX_AGE_MS = 2_592_000_000;

/** The Set-Cookie string written by the cookie notice's Close button. */
export function consentCookie(now: number = Date.now()): string {
  return `${CONSENT_COOKIE}=1; expires=${new Date(now + CONSENT_MAX_AGE_MS).toUTCString()}; path=/; SameSite=Lax`;
}

export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((c) => c.trim().startsWith(`${CONSENT_COOKIE}=`));
}

export type ThirdPartyScript = 'googleAnalytics' | 'facebookPixel' | 'messenger';

/**
 * (docs/requirements.md, "Cookie consent"): Google Analytics, Facebook Pixel and Messenger load only when their id is set,
 * and (all three set cookies for Google or Meta) only after the visitor consented to cookies.
 */
export function thirdPartyScripts(
  script: Pick<Settings['script'], 'googleAnalyticsId' | 'facebookPixelId' | 'messengerPageId'>,
  consented: boolean,
): ThirdPartyScript[] {
  if (!consented) return [];
  const out: ThirdPartyScript[] = [];
  if (/^[A-Z0-9-]+$/i.test(script.googleAnalyticsId)) out.push('googleAnalytics');
  if (/^\d+$/.test(script.facebookPixelId)) out.push('facebookPixel');
  if (/^\d+$/.test(script.messengerPageId)) out.push('messenger');
  return out;
}

export type TrackerIds = Partial<Record<ThirdPartyScript, string>>;

/** The tracker ids of settings that are plain tokens (nothing else ever reaches a script URL or call). */
export function trackerIds(script: Pick<Settings['script'], 'googleAnalyticsId' | 'facebookPixelId' | 'messengerPageId'>): TrackerIds {
  const ids: TrackerIds = {};
  for (const t of thirdPartyScripts(script, true))
    ids[t] = t === 'googleAnalytics' ? script.googleAnalyticsId : t === 'facebookPixel' ? script.facebookPixelId : script.messengerPageId;
  return ids;
}
