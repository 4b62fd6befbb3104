import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSession, sessionFromBody, sessionMark, sessionStatus } from './session-client';

afterEach(() => vi.unstubAllGlobals());

describe('the browser session (GET /api/auth/session)', () => {
  it("reads next-auth's answer: {} is nobody, a user is a session", () => {
    expect(sessionFromBody({})).toBeNull();
    expect(sessionFromBody(null)).toBeNull();
    expect(sessionFromBody({ user: 'x' })).toBeNull();
    const s = { user: { name: 'Sam', email: 's@example.com', a: false }, expires: '2027-01-01T00:00:00.000Z' };
    expect(sessionFromBody(s)).toEqual(s);
  });

  it('is loading only while nothing is known', () => {
    expect(sessionStatus(undefined)).toBe('loading');
    expect(sessionStatus(null)).toBe('unauthenticated');
    expect(sessionStatus({ user: { name: 'Sam' } })).toBe('authenticated');
  });

  it('asks the session endpoint without the cache and fails on an error answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user: { name: 'Sam' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchSession()).resolves.toEqual({ user: { name: 'Sam' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }));
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await expect(fetchSession()).rejects.toThrow(/503/);
  });

  it("marks the signed-in account without writing its e-mail: '' for nobody, one mark per account", () => {
    expect(sessionMark(null)).toBe('');
    const a = sessionMark({ user: { name: 'Sam', email: 'sam@example.com' } });
    expect(a).toMatch(/^u[0-9a-z]+$/);
    expect(a).not.toContain('sam');
    expect(sessionMark({ user: { email: 'sam@example.com' } })).toBe(a);
    expect(sessionMark({ user: { email: 'kim@example.com' } })).not.toBe(a);
    // a session without an e-mail (a provider that gives none) still differs from nobody
    expect(sessionMark({ user: { name: 'Sam' } })).not.toBe('');
  });
});
