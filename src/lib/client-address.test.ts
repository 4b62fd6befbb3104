import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedProxies } from './client-address.mjs';

describe('clientAddress', () => {
  it('trusts no proxy by default: the socket is the client, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddress('203.0.113.9', undefined, none)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.1.1.1, 2.2.2.2', none)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', 'x', parseTrustedProxies(''))).toBe('203.0.113.9');
  });

  it('behind N proxies takes the N-th entry from the right, so a forged left part is ignored', () => {
    const one = parseTrustedProxies('1');
    // the load balancer (socket 10.0.0.2) appended the client it saw: 198.51.100.7
    expect(clientAddress('10.0.0.2', '198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', one)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', parseTrustedProxies('2'))).toBe('198.51.100.7');
    // fewer entries than hops: the left-most there is
    expect(clientAddress('10.0.0.2', undefined, parseTrustedProxies('3'))).toBe('10.0.0.2');
  });

  it('with a list of proxy addresses walks from the right past every listed one', () => {
    const list = parseTrustedProxies('10.0.0.2, 10.0.0.3');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.3', list)).toBe('198.51.100.7');
    // a request straight from an unlisted address: that address, its header ignored
    expect(clientAddress('192.0.2.50', '6.6.6.6', list)).toBe('192.0.2.50');
  });
});
