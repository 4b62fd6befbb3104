import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { z } from 'zod';
import { waitMinutes } from '@/domain/security/limits';
import type { ActionResult } from '@/lib/action-result';
import { cleanInput } from '@/lib/clean-input';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';
import { failureOf } from '@/server/action';
import { fieldErrorsOf } from '@/lib/limit-message';
import { auth } from '@/server/auth/auth';
import type { AuthUser } from '@/server/auth/session-user';
import { requestClientAddress } from '@/server/security/client-address';
import type { Limiter } from '@/server/security/limiter';

export interface PublicActionContext<U extends AuthUser | null = AuthUser | null> {
  /** the signed-in customer; only looked up for actions that need one (`signedIn`) */
  user: U;
  /** the client's address (what every rate limit keys on) */
  clientAddress(): Promise<string>;
}

/** A throttle and the key it counts, e.g. the client's address or the e-mail asked about. */
export type PublicThrottle = [Limiter, string];

export interface PublicActionOptions<I> {
  /** 403 `sessionRequired` without a signed-in customer; the action then gets the account as `ctx.user` */
  signedIn?: boolean;
  /** taken in order after parsing, before running; the first used up answers 429 `tooManyAttempts` with `minutes` */
  throttles?: (input: I, ctx: PublicActionContext) => Promise<(PublicThrottle | null)[]>;
}

export type PublicAction<T> = (raw: unknown) => Promise<ActionResult<T>>;

/**
 * The one way to write a storefront (non-staff) write: parse the input with its zod schema (400 with field
 * errors, nothing run), authorise (signed-in customer, throttles), run, answer an ActionResult like the dashboard's.
 * A refusal is an ActionError thrown by `fn`; anything else thrown is logged and answered as 500.
 */
export function definePublicAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  fn: (input: z.output<S>, ctx: PublicActionContext<AuthUser>) => Promise<T>,
  options: PublicActionOptions<z.output<S>> & { signedIn: true },
): PublicAction<T>;
export function definePublicAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  fn: (input: z.output<S>, ctx: PublicActionContext) => Promise<T>,
  options?: PublicActionOptions<z.output<S>>,
): PublicAction<T>;
export function definePublicAction<S extends z.ZodType, T>(
  name: string,
  schema: S,
  fn: (input: z.output<S>, ctx: PublicActionContext<never>) => Promise<T>,
  options: PublicActionOptions<z.output<S>> = {},
): PublicAction<T> {
  return async (raw) => {
    const parsed = schema.safeParse(cleanInput(raw));
    if (!parsed.success) return { ok: false, status: 400, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
    const input = parsed.data as z.output<S>;
    try {
      let address: string | undefined;
      const ctx: PublicActionContext = {
        user: options.signedIn ? await auth() : null,
        clientAddress: async () => (address ??= requestClientAddress(await headers())),
      };
      if (options.signedIn && !ctx.user) return { ok: false, status: 403, error: 'sessionRequired' };
      for (const throttle of (await options.throttles?.(input, ctx)) ?? []) {
        if (!throttle) continue;
        const verdict = await throttle[0].take(throttle[1]);
        if (!verdict.ok)
          return { ok: false, status: 429, error: 'tooManyAttempts', params: { minutes: waitMinutes(verdict.retryAfterMs) } };
      }
      return { ok: true, data: await fn(input, ctx as PublicActionContext<never>) };
    } catch (err) {
      // redirect() and notFound() are answers, not failures
      unstable_rethrow(err);
      // PostgreSQL restarting: a clear "try again" (the checkout's key makes a second submission answer the
      // order if the first one did commit)
      if (isDatabaseUnavailable(err)) {
        console.error(`[action] ${name} failed: database unavailable`, (err as Error)?.cause ?? err);
        return { ok: false, status: 503, error: 'unavailable' };
      }
      return failureOf(name, err);
    }
  };
}
