'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { getLocale } from 'next-intl/server';
import { z } from 'zod';
import {
  addressSchema,
  changePasswordSchema,
  emailChangeSchema,
  profileSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signUpSchema,
} from '@/domain/account/schemas';
import { waitMinutes } from '@/domain/security/limits';
import type { ActionFailureStatus } from '@/lib/action-result';
import { siteOrigin } from '@/lib/site-origin';
import { ActionError } from '@/server/action';
import {
  composeAccountClaimMail,
  composeEmailChangeConfirmMail,
  composeEmailChangeNoticeMail,
  composeEmailConfirmMail,
  composePasswordResetMail,
} from '@/server/account/account-mails';
import { deleteAddress, saveAddress } from '@/server/account/manage-addresses';
import { mailResetLink, requestPasswordReset, resetPassword } from '@/server/account/password-reset';
import { registerUser } from '@/server/account/register-user';
import { changePassword, updateProfile } from '@/server/account/update-profile';
import { confirmEmailChange, requestEmailChange, requestEmailConfirmation } from '@/server/account/change-email';
import { startOAuthLink } from '@/server/auth/oauth-link-intent';
import { removeFromWishlist } from '@/server/account/wishlist';
import { auth, renewOwnSession } from '@/server/auth/auth';
import { endAllSessions } from '@/server/auth/end-sessions';
import { definePublicAction } from '@/server/public-action';
import { limits } from '@/server/security/limiter';
import { firstLocale, type Locale } from '@/i18n/locales';

/** the language of the request, for the mails it sends */
const mailLocale = async (): Promise<Locale> => {
  const locale = await getLocale().catch(() => 'en');
  return firstLocale(locale);
};

/** A service's refusal (a key of account.errors, and the field it concerns) as the action's answer. */
function refused(res: { error: string; field?: string }): never {
  const status: ActionFailureStatus = res.error === 'emailTaken' ? 409 : res.error === 'notFound' ? 404 : 400;
  throw new ActionError(status, res.error, undefined, res.field ? { [res.field]: res.error } : undefined);
}

const tooMany = (retryAfterMs: number): never => {
  throw new ActionError(429, 'tooManyAttempts', { minutes: waitMinutes(retryAfterMs) });
};

/** Work the answer must not wait for (nor be timed by): run after it is sent, failures logged. */
function afterAnswer(name: string, task: () => Promise<unknown>): void {
  after(() => task().catch((err) => console.error(`[account] ${name} after the answer failed`, err)));
}

/**
 * Sign-up answers the same for a new address and for one of a customer record made by guest orders, so the answer
 * tells nobody who has ordered here (docs/requirements.md, "Sign-in and sign-up"): for the latter the link that
 * completes the account goes to that mailbox, after the answer.
 */
export const signUpAction = definePublicAction(
  'account.signUp',
  signUpSchema,
  async (input) => {
    const res = await registerUser(input);
    if (!res.ok) refused(res);
    if (res.claim) {
      const locale = await mailLocale();
      const origin = siteOrigin();
      afterAnswer('claim link', () =>
        mailResetLink({ id: res.id, email: res.email }, { origin, compose: (link) => composeAccountClaimMail(locale, origin, link) }),
      );
    }
    return null;
  },
  {
    throttles: async (input, ctx) => [
      [limits.signUp, await ctx.clientAddress()],
      // a sign-up may mail a link to the address: counted as a reset request of it
      [limits.resetRequestEmail, input.email],
    ],
  },
);

export const requestResetAction = definePublicAction(
  'account.requestReset',
  resetRequestSchema,
  async (input) => {
    const locale = await mailLocale();
    const origin = siteOrigin();
    // the same answer, as fast, whether or not the account exists: the look-up and the mail come after it
    afterAnswer('password reset', () =>
      requestPasswordReset(input, { origin, compose: (link) => composePasswordResetMail(locale, origin, link) }),
    );
    return null;
  },
  {
    throttles: async (input, ctx) => [
      [limits.resetRequestAddress, await ctx.clientAddress()],
      [limits.resetRequestEmail, input.email],
    ],
  },
);

export const resetPasswordAction = definePublicAction(
  'account.resetPassword',
  resetPasswordSchema,
  async (input) => {
    const res = await resetPassword(input);
    if (!res.ok) refused(res.error === 'tokenInvalid' ? res : { error: res.error, field: 'password' });
    return null;
  },
  { throttles: async (_input, ctx) => [[limits.resetPassword, await ctx.clientAddress()]] },
);

/** "Sign out everywhere" on the profile: every session of the account ends, this one too (docs/accounts.md, "Ending sessions"). */
export const signOutEverywhereAction = definePublicAction(
  'account.signOutEverywhere',
  z.object({}),
  async (_input, { user }) => {
    await endAllSessions(user.id);
    return null;
  },
  { signedIn: true },
);

export const updateProfileAction = definePublicAction(
  'account.updateProfile',
  profileSchema,
  async (input, { user }) => {
    const res = await updateProfile(user.id, input);
    if (!res.ok) refused(res);
    revalidatePath('/profile');
    return null;
  },
  { signedIn: true },
);

export const requestEmailChangeAction = definePublicAction(
  'account.requestEmailChange',
  emailChangeSchema,
  async (input, { user }) => {
    const locale = await mailLocale();
    const origin = siteOrigin();
    const res = await requestEmailChange(user.id, input, {
      origin,
      compose: {
        confirm: (link) => composeEmailChangeConfirmMail(locale, origin, link),
        notice: (newEmail) => composeEmailChangeNoticeMail(locale, origin, newEmail),
      },
    });
    if (!res.ok && res.error === 'tooManyAttempts' && 'retryAfterMs' in res) tooMany(res.retryAfterMs);
    if (!res.ok) refused({ error: res.error, field: 'field' in res ? res.field : undefined });
    return null;
  },
  { signedIn: true },
);

/** The button of the link sent to the new address; a signed-in person may only confirm their own change. */
export const confirmEmailChangeAction = definePublicAction('account.confirmEmailChange', z.string().max(500), async (token) => {
  const user = await auth().catch(() => null);
  const res = await confirmEmailChange(token, { signedInAs: user?.id ?? null });
  if (!res.ok) throw new ActionError(res.error === 'emailTaken' ? 409 : 400, res.error);
  return { confirmed: res.confirmed };
});

/** "Confirm your e-mail" in the profile: mails the account's own address the link that verifies it. */
export const requestEmailConfirmationAction = definePublicAction(
  'account.requestEmailConfirmation',
  z.object({}).optional(),
  async (_input, { user }) => {
    const locale = await mailLocale();
    const origin = siteOrigin();
    await requestEmailConfirmation(user.id, { origin, compose: (link) => composeEmailConfirmMail(locale, origin, link) });
    return null;
  },
  { signedIn: true, throttles: async (_input, ctx) => [[limits.resetRequestAddress, await ctx.clientAddress()]] },
);

/** "Link Google/Facebook" in the profile: remembers the intent; the browser then opens the provider. */
export const startOAuthLinkAction = definePublicAction(
  'account.startOAuthLink',
  z.enum(['google', 'facebook']),
  async (provider, { user }) => {
    await startOAuthLink(user.id, provider);
    return null;
  },
  { signedIn: true },
);

export const changePasswordAction = definePublicAction(
  'account.changePassword',
  changePasswordSchema,
  async (input, { user }) => {
    const res = await changePassword(user.id, input);
    if (!res.ok && res.error === 'tooManyAttempts') tooMany(res.retryAfterMs);
    if (!res.ok) refused(res);
    await renewOwnSession(user.id);
    return null;
  },
  { signedIn: true },
);

export const saveAddressAction = definePublicAction(
  'account.saveAddress',
  addressSchema,
  async (input, { user }) => {
    const res = await saveAddress(user.id, input);
    if (!res.ok) refused(res);
    revalidatePath('/profile');
    return null;
  },
  { signedIn: true },
);

export const deleteAddressAction = definePublicAction(
  'account.deleteAddress',
  z.uuid(),
  async (id, { user }) => {
    const done = await deleteAddress(user.id, id);
    revalidatePath('/profile');
    if (!done) throw new ActionError(404, 'notFound');
    return null;
  },
  { signedIn: true },
);

export const removeWishlistAction = definePublicAction(
  'account.removeWishlist',
  z.uuid(),
  async (productId, { user }) => {
    await removeFromWishlist(user.id, productId);
    revalidatePath('/profile');
    return null;
  },
  { signedIn: true },
);
