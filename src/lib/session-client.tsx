'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The browser's view of the next-auth session (`GET /api/auth/session`; docs/requirements.md, "Session"), without next-auth's client
 * library on every page (docs/requirements.md, "First load": it and its Babel runtime were 14 kB gzip of each first load).
 *
 * - Store pages are the same for every visitor (served from cache), so the session is read in the browser after
 *   the page opens (GET /api/auth/session); pages rendered per request may hand in the one the server read.
 * - (docs/requirements.md, "Session"): refetched every `refetchInterval` seconds while signed in and when the tab becomes visible again,
 *   and when another tab of the browser sees a different session (`floorshop.session` in localStorage, written by
 *   announceSession) or next-auth's sign-out announces itself (`nextauth.message`).
 * - `update()` is next-auth's session update (POST with the CSRF token): the server reads the account again.
 * - Signing out goes through next-auth's own client, loaded on the click (`signOutTo`).
 */
export interface ClientSession {
  user: { name?: string | null; email?: string | null };
  expires?: string;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface SessionValue {
  data: ClientSession | null;
  status: SessionStatus;
  /** reads the session again (POST /api/auth/session): the server re-reads the account */
  update: () => Promise<ClientSession | null>;
}

const BASE = '/api/auth';
/** the key next-auth's signIn/signOut write to tell other tabs */
export const SESSION_BROADCAST_KEY = 'nextauth.message';
/** who this browser's tabs last saw signed in (a hash of the e-mail, '' for nobody): a change tells the other tabs */
export const SESSION_SEEN_KEY = 'floorshop.session';

/** A short, non-reversible mark of the signed-in account ('' when signed out): enough to tell one account from another. */
export function sessionMark(data: ClientSession | null): string {
  const email = data?.user?.email ?? (data ? '?' : '');
  if (!email) return '';
  let h = 5381;
  for (let i = 0; i < email.length; i++) h = ((h << 5) + h + email.charCodeAt(i)) | 0;
  return `u${(h >>> 0).toString(36)}`;
}

/**
 * Records the session this tab read; when it differs from what the browser's tabs last saw (a sign-in, a sign-out, another
 * account, an expired session, in this tab or by a redirect), the write itself is the signal: the other tabs' storage
 * event reads their session again. Reading the same session writes nothing, so the tabs settle after one round.
 */
function announceSession(data: ClientSession | null) {
  try {
    const mark = sessionMark(data);
    if (localStorage.getItem(SESSION_SEEN_KEY) !== mark) localStorage.setItem(SESSION_SEEN_KEY, mark);
  } catch {
    // storage blocked (private mode): tabs then only catch up when shown again
  }
}

/** next-auth answers `{}` when nobody is signed in. */
export function sessionFromBody(body: unknown): ClientSession | null {
  if (!body || typeof body !== 'object') return null;
  const user = (body as { user?: unknown }).user;
  return user && typeof user === 'object' ? (body as ClientSession) : null;
}

export function sessionStatus(data: ClientSession | null | undefined): SessionStatus {
  return data === undefined ? 'loading' : data ? 'authenticated' : 'unauthenticated';
}

export async function fetchSession(init?: RequestInit): Promise<ClientSession | null> {
  const res = await fetch(`${BASE}/session`, { cache: 'no-store', credentials: 'same-origin', ...init });
  if (!res.ok) throw new Error(`GET ${BASE}/session answered ${res.status}`);
  return sessionFromBody(await res.json());
}

async function postSessionUpdate(): Promise<ClientSession | null> {
  const csrf = (await (await fetch(`${BASE}/csrf`, { cache: 'no-store' })).json()) as { csrfToken?: string };
  return fetchSession({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csrfToken: csrf.csrfToken }),
  });
}

const SessionContext = createContext<SessionValue | null>(null);

/** set by signOutTo: the tab is on its way out and reads no more session news */
let leaving = false;

export function SessionProvider({
  session,
  refetchInterval,
  refetchOnWindowFocus = true,
  children,
}: {
  /** the session the server read for this page; undefined: unknown, fetched after mount */
  session?: ClientSession | null;
  refetchInterval?: number;
  refetchOnWindowFocus?: boolean;
  children: React.ReactNode;
}) {
  const [data, setData] = useState<ClientSession | null | undefined>(session);
  const current = useRef(data);
  useEffect(() => {
    current.current = data;
  }, [data]);

  const load = useCallback(async (read: () => Promise<ClientSession | null>) => {
    try {
      const next = await read();
      setData(next);
      announceSession(next);
      return next;
    } catch (err) {
      // offline or the server is down: keep what we have, the next refetch tries again
      console.error('[session] could not read the session', err);
      if (current.current === undefined) setData(null);
      return current.current ?? null;
    }
  }, []);

  useEffect(() => {
    if (current.current === undefined) void load(fetchSession);
  }, [load]);

  useEffect(() => {
    const onVisible = () => {
      if (refetchOnWindowFocus && document.visibilityState === 'visible') void load(fetchSession);
    };
    const onStorage = (e: StorageEvent) => {
      if (leaving) return;
      if (e.key === SESSION_BROADCAST_KEY || e.key === SESSION_SEEN_KEY) void load(fetchSession);
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    const timer = refetchInterval
      ? window.setInterval(() => {
          // like next-auth: only a signed-in tab polls
          if (current.current) void load(fetchSession);
        }, refetchInterval * 1000)
      : undefined;
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
      if (timer) window.clearInterval(timer);
    };
  }, [load, refetchInterval, refetchOnWindowFocus]);

  const update = useCallback(() => load(postSessionUpdate), [load]);
  const value = useMemo<SessionValue>(() => ({ data: data ?? null, status: sessionStatus(data), update }), [data, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}

/** Signs out through next-auth (CSRF token, POST /api/auth/signout, tells other tabs) and goes to `callbackUrl`. */
export async function signOutTo(callbackUrl: string): Promise<void> {
  // this tab is leaving: the other tabs' news of the sign-out must not make its page react (reload) before it goes
  leaving = true;
  try {
    const { signOut } = await import('next-auth/react');
    await signOut({ callbackUrl });
  } catch (err) {
    leaving = false;
    throw err;
  }
}

/** next-auth's signIn, loaded when used rather than with the page (14 kB gzip with its Babel runtime). */
export const nextAuthSignIn: typeof import('next-auth/react').signIn = (...args) =>
  import('next-auth/react').then((m) => m.signIn(...args));
