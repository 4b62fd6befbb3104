'use server';

import { headers } from 'next/headers';
import { subscribe } from '@/server/newsletter/subscribe';
import { requestClientAddress } from '@/server/security/client-address';

export interface NewsletterState {
  status: 'idle' | 'success' | 'invalid' | 'rateLimited' | 'failed';
  attempt: number;
}

/** Same-origin check on top of Next's own server-action origin check: Origin (or Referer) must be this host. */
function sameOrigin(h: Headers): boolean {
  const host = h.get('x-forwarded-host') ?? h.get('host');
  const source = h.get('origin') ?? h.get('referer');
  if (!host || !source) return false;
  try {
    return new URL(source).host === host;
  } catch {
    return false;
  }
}

/** The footer newsletter form. A repeated address gets the same thank-you as a new one. */
export async function subscribeAction(prev: NewsletterState, form: FormData): Promise<NewsletterState> {
  const attempt = prev.attempt + 1;
  const h = await headers();
  if (!sameOrigin(h)) return { status: 'failed', attempt };
  const email = form.get('email');
  const ip = requestClientAddress(h);
  try {
    const result = await subscribe({ email: typeof email === 'string' ? email.slice(0, 500) : '' }, { ip });
    return { status: result.ok ? 'success' : result.reason, attempt };
  } catch (err) {
    console.error('[newsletter] subscribe failed:', err);
    return { status: 'failed', attempt };
  }
}
