'use server';

import { headers } from 'next/headers';
import { subscribeSchema } from '@/domain/commerce/newsletter';
import type { ActionResult } from '@/lib/action-result';
import { ActionError } from '@/server/action';
import { subscribe } from '@/server/newsletter/subscribe';
import { definePublicAction } from '@/server/public-action';

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

const subscribeOnce = definePublicAction('newsletter.subscribe', subscribeSchema, async (input, ctx) => {
  if (!sameOrigin(await headers())) throw new ActionError(403, 'forbidden');
  const result = await subscribe(input, { ip: await ctx.clientAddress() });
  if (!result.ok) throw new ActionError(result.reason === 'rateLimited' ? 429 : 400, result.reason);
  return null;
});

/** The footer newsletter form. A repeated address gets the same thank-you as a new one. */
export async function subscribeAction(_prev: ActionResult<null> | null, form: FormData): Promise<ActionResult<null>> {
  const email = form.get('email');
  return subscribeOnce({ email: typeof email === 'string' ? email.slice(0, 500) : '' });
}
