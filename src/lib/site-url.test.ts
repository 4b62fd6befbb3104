import { describe, expect, it } from 'vitest';
import { configuredSiteUrl, siteIsHttps } from './site-url.mjs';

describe('configured site address', () => {
  it('prefers SITE_URL over NEXTAUTH_URL', () => {
    expect(configuredSiteUrl({ SITE_URL: 'https://shop.example', NEXTAUTH_URL: 'http://internal:3000' })).toBe('https://shop.example');
    expect(configuredSiteUrl({ NEXTAUTH_URL: 'http://internal:3000' })).toBe('http://internal:3000');
    expect(configuredSiteUrl({ SITE_URL: '' })).toBeUndefined();
  });
  it('is https only when the chosen address is', () => {
    expect(siteIsHttps({ SITE_URL: 'https://shop.example' })).toBe(true);
    expect(siteIsHttps({ SITE_URL: 'http://localhost:3000', NEXTAUTH_URL: 'https://shop.example' })).toBe(false);
    expect(siteIsHttps({ NEXTAUTH_URL: 'https://shop.example' })).toBe(true);
    expect(siteIsHttps({})).toBe(false);
  });
});
