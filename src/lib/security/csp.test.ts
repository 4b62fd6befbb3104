import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '../inline-scripts.mjs';
import { buildCsp, cachedPageCsp, createNonce, nonceOf, PAYMENT_PAGE_HOSTS, scriptHash } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('buildCsp', () => {
  it('allows scripts only by nonce (and what they load), never inline or eval in production', () => {
    const csp = buildCsp({ nonce: 'abc123==' });
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-abc123==' 'strict-dynamic' ${scriptHash(COLOR_SCHEME_SCRIPT)}`);
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

describe('cachedPageCsp', () => {
  const page = (body: string, trackers = '') =>
    `<html><head>${trackers ? `<meta name="floorshop-trackers" content="${trackers}"/>` : ''}<script src="/_next/a.js" async=""></script></head><body>${body}</body></html>`;

  it('allows exactly the inline scripts of the page by hash, no nonce and no unsafe-inline', () => {
    const csp = cachedPageCsp(page('<script>self.__next_f.push([1,"a"])</script><script>self.__next_f.push([1,"b"])</script>'));
    const scripts = directive(csp, 'script-src');
    expect(scripts).toContain(scriptHash('self.__next_f.push([1,"a"])'));
    expect(scripts).toContain(scriptHash('self.__next_f.push([1,"b"])'));
    expect(scripts).toContain(scriptHash(COLOR_SCHEME_SCRIPT));
    expect(scripts).not.toMatch(/nonce-|unsafe-inline|strict-dynamic/);
    // a script injected into the page (stored XSS) has another text, hence no matching hash
    expect(scripts).not.toContain(scriptHash('alert(1)'));
  });

  it('does not hash JSON-LD blocks or script files, and allows the hosts of the trackers the page names', () => {
    const csp = cachedPageCsp(page('<script type="application/ld+json">{"@type":"Store"}</script>', 'googleAnalytics'));
    expect(directive(csp, 'script-src')).not.toContain(scriptHash('{"@type":"Store"}'));
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(cachedPageCsp(page('', 'evil.example'))).not.toContain('evil');
  });
});
