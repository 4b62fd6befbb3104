import { describe, expect, it } from 'vitest';
import { buildCsp, createNonce, nonceOf, PAYMENT_PAGE_HOSTS } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('buildCsp', () => {
  it('allows scripts only by nonce (and what they load), never inline or eval in production', () => {
    const csp = buildCsp({ nonce: 'abc123==' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
    for (const d of ["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "default-src 'self'"]) expect(csp).toContain(d);
    expect(nonceOf(csp)).toBe('abc123==');
  });

  it('names a tracker host only when that tracker is configured', () => {
    const none = buildCsp({ nonce: 'n' });
    expect(none).not.toMatch(/google|facebook/);
    const ga = buildCsp({ nonce: 'n', trackers: ['googleAnalytics'] });
    expect(directive(ga, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(ga).not.toContain('facebook');
    const meta = buildCsp({ nonce: 'n', trackers: ['facebookPixel', 'messenger'] });
    expect(directive(meta, 'frame-src')).toContain('https://www.facebook.com');
    expect(directive(meta, 'script-src').match(/connect\.facebook\.net/g)).toHaveLength(1);
    expect(meta).not.toContain('google');
  });

  it('lets forms reach the gateways hosted pages, eval only in dev, upgrades on https', () => {
    const csp = buildCsp({ nonce: 'n', dev: true, https: true });
    for (const h of PAYMENT_PAGE_HOSTS) expect(directive(csp, 'form-action')).toContain(h);
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('makes a different 128-bit nonce each time', () => {
    const a = createNonce();
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });
});
