import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_MS, consentCookie, hasConsent, thirdPartyScripts } from './consent';

const ids = { googleAnalyticsId: 'G-ABC123', facebookPixelId: '1234567890', messengerPageId: '998877' };

describe('cookie consent', () => {
  it('writes a 30-day cookie on path /', () => {
    const now = Date.UTC(2026, 0, 1);
    const c = consentCookie(now);
    expect(CONSENT_MAX_AGE_MS).toBe(2_592_000_000);
    expect(c).toContain('path=/');
    expect(c).toContain(`expires=${new Date(now + 30 * 24 * 3600 * 1000).toUTCString()}`);
  });
  it('reads the consent from a cookie header', () => {
    expect(hasConsent('a=1; cookie_consent=1')).toBe(true);
    expect(hasConsent('a=1; not_cookie_consent=1')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });
});

describe('thirdPartyScripts', () => {
  it('loads nothing before consent, even with every id set', () => {
    expect(thirdPartyScripts(ids, false)).toEqual([]);
  });
  it('loads each script only when its id is set', () => {
    expect(thirdPartyScripts(ids, true)).toEqual(['googleAnalytics', 'facebookPixel', 'messenger']);
    expect(thirdPartyScripts({ ...ids, facebookPixelId: '', messengerPageId: '' }, true)).toEqual(['googleAnalytics']);
    expect(thirdPartyScripts({ googleAnalyticsId: '', facebookPixelId: '', messengerPageId: '' }, true)).toEqual([]);
  });
  it('ignores ids that could break out of a script', () => {
    expect(thirdPartyScripts({ ...ids, googleAnalyticsId: "G-1');alert(1)//", facebookPixelId: '12a' }, true)).toEqual(['messenger']);
  });
});
