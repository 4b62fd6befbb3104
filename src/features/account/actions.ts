'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { deleteAddress, saveAddress } from '@/server/account/manage-addresses';
import { requestPasswordReset, resetPassword } from '@/server/account/password-reset';
import { registerUser } from '@/server/account/register-user';
import { changePassword, updateProfile } from '@/server/account/update-profile';
import { confirmEmailChange, requestEmailChange } from '@/server/account/change-email';
import { composeEmailChangeConfirmMail, composeEmailChangeNoticeMail, composePasswordResetMail } from '@/server/account/account-mails';
import { startOAuthLink } from '@/server/auth/oauth-link-intent';
import { removeWishlistItem } from '@/server/account/wishlist';
import { auth, renewOwnSession } from '@/server/auth/auth';
import { siteOrigin } from '@/lib/site-origin';
import { isLocale, type Locale } from '@/i18n/locales';
import { waitMinutes } from '@/domain/security/limits';
import { requestClientAddress } from '@/server/security/client-address';
import { limits } from '@/server/security/limiter';

/** `minutes`: with error `tooManyAttempts`, how long to wait (docs/operations.md, "Throttles") */
type Result = { ok: true } | { ok: false; error: string; field?: string; minutes?: number };
const SIGN_IN_REQUIRED: Result = { ok: false, error: 'sessionRequired' };

function guarded<A extends unknown[]>(fn: (...args: A) => Promise<Result>): (...args: A) => Promise<Result> {
  return async (...args) => {
    try {
      return await fn(...args);
    } catch (err) {
      console.error('[account] action failed:', err);
      return { ok: false, error: 'somethingWentWrong' };
    }
  };
}

/** the language of the request, for the mails it sends */
const mailLocale = async (): Promise<Locale> => {
  const locale = await getLocale().catch(() => 'en');
  return isLocale(locale) ? locale : 'en';
};

const clientAddress = async () => requestClientAddress(await headers());
const tooMany = (retryAfterMs: number): Result => ({ ok: false, error: 'tooManyAttempts', minutes: waitMinutes(retryAfterMs) });

export const signUpAction = guarded(async (input: unknown) => {
  const allowed = await limits.signUp.take(await clientAddress());
  if (!allowed.ok) return tooMany(allowed.retryAfterMs);
  const res = await registerUser(input);
  return res.ok ? { ok: true } : res;
});

export const requestResetAction = guarded(async (input: unknown) => {
  const byAddress = await limits.resetRequestAddress.take(await clientAddress());
  if (!byAddress.ok) return tooMany(byAddress.retryAfterMs);
  const email = typeof (input as { email?: unknown })?.email === 'string' ? (input as { email: string }).email.trim().toLowerCase().slice(0, 254) : '';
  if (email) {
    const byEmail = await limits.resetRequestEmail.take(email);
    if (!byEmail.ok) return tooMany(byEmail.retryAfterMs);
  }
  const locale = await mailLocale();
  const origin = siteOrigin();
  const res = await requestPasswordReset(input, { origin, compose: (link) => composePasswordResetMail(locale, origin, link) });
  // the same answer whether or not the account exists
  return res.ok ? { ok: true } : { ok: false, error: 'emailInvalid' };
});

export const resetPasswordAction = guarded(async (input: unknown) => {
  const allowed = await limits.resetPassword.take(await clientAddress());
  if (!allowed.ok) return tooMany(allowed.retryAfterMs);
  return resetPassword(input);
});

export const updateProfileAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await updateProfile(user.id, input);
  if (res.ok) revalidatePath('/profile');
  return res;
});

export const requestEmailChangeAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const locale = await mailLocale();
  const origin = siteOrigin();
  const res = await requestEmailChange(user.id, input, {
    origin,
    compose: {
      confirm: (link) => composeEmailChangeConfirmMail(locale, origin, link),
      notice: (newEmail) => composeEmailChangeNoticeMail(locale, origin, newEmail),
    },
  });
  if (!res.ok && res.error === 'tooManyAttempts' && 'retryAfterMs' in res) return tooMany(res.retryAfterMs);
  return res.ok ? { ok: true } : { ok: false, error: res.error, field: 'field' in res ? res.field : undefined };
});

/** The button of the link sent to the new address; a signed-in person may only confirm their own change. */
export const confirmEmailChangeAction = guarded(async (token: unknown) => {
  const user = await auth().catch(() => null);
  const res = await confirmEmailChange(token, { signedInAs: user?.id ?? null });
  return res.ok ? { ok: true } : { ok: false, error: res.error };
});

/** "Link Google/Facebook" in the profile: remembers the intent; the browser then opens the provider. */
export const startOAuthLinkAction = guarded(async (provider: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  if (provider !== 'google' && provider !== 'facebook') return { ok: false, error: 'invalid' };
  await startOAuthLink(user.id, provider);
  return { ok: true };
});

export const changePasswordAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await changePassword(user.id, input);
  if (!res.ok && res.error === 'tooManyAttempts') return tooMany(res.retryAfterMs);
  if (res.ok) await renewOwnSession(user.id);
  return res;
});

export const saveAddressAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await saveAddress(user.id, input);
  if (!res.ok) return res;
  revalidatePath('/profile');
  return { ok: true };
});

export const deleteAddressAction = guarded(async (id: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const done = await deleteAddress(user.id, id);
  revalidatePath('/profile');
  return done ? { ok: true } : { ok: false, error: 'notFound' };
});

export const removeWishlistAction = guarded(async (productId: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await removeWishlistItem(user.id, { productId });
  revalidatePath('/profile');
  return res.ok ? { ok: true } : { ok: false, error: 'invalid' };
});
