import { describe, expect, it, vi } from 'vitest';

vi.mock('@/server/auth/secret', () => ({ getAuthSecret: () => 'test-secret-0123456789' }));
const { readToken, signToken } = await import('./signed-token');

describe('signed tokens', () => {
  it('read back their payload for the same purpose before they expire', () => {
    const t = signToken('email-change', { u: 'a', e: 'new@example.com' }, 60_000, { now: 1_000 });
    expect(readToken('email-change', t, { now: 60_999 })).toEqual({ u: 'a', e: 'new@example.com' });
    expect(readToken('email-change', t, { now: 61_001 })).toBeNull();
    expect(readToken('oauth-link', t, { now: 2_000 })).toBeNull();
  });
  it('refuse a changed payload, another secret, and garbage', () => {
    const t = signToken('email-change', { u: 'a', e: 'new@example.com' }, 60_000);
    const [body, sig] = t.split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('new@', 'evil@')).toString('base64url');
    expect(readToken('email-change', `${forged}.${sig}`)).toBeNull();
    expect(readToken('email-change', t, { secret: 'another-secret' })).toBeNull();
    for (const bad of [undefined, '', '.', 'abc', `${body}.`, 42, 'x'.repeat(5000)]) expect(readToken('email-change', bad)).toBeNull();
  });
});
