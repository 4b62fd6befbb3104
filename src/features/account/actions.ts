'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { deleteAddress, saveAddress } from '@/server/account/manage-addresses';
import { requestPasswordReset, resetPassword } from '@/server/account/password-reset';
import { registerUser } from '@/server/account/register-user';
import { changePassword, updateProfile } from '@/server/account/update-profile';
import { removeWishlistItem } from '@/server/account/wishlist';
import { auth, renewOwnSession } from '@/server/auth/auth';
import { siteOrigin } from '@/lib/site-origin';

type Result = { ok: true } | { ok: false; error: string; field?: string };
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

export const signUpAction = guarded(async (input: unknown) => {
  const res = await registerUser(input);
  return res.ok ? { ok: true } : res;
});

export const requestResetAction = guarded(async (input: unknown) => {
  const t = await getTranslations('account.resetMail');
  const res = await requestPasswordReset(input, {
    origin: siteOrigin(),
    compose: (link) => ({ subject: t('subject'), text: t('text', { link }) }),
  });
  // the same answer whether or not the account exists
  return res.ok ? { ok: true } : { ok: false, error: 'emailInvalid' };
});

export const resetPasswordAction = guarded(async (input: unknown) => resetPassword(input));

export const updateProfileAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await updateProfile(user.id, input);
  if (res.ok) revalidatePath('/profile');
  return res;
});

export const changePasswordAction = guarded(async (input: unknown) => {
  const user = await auth();
  if (!user) return SIGN_IN_REQUIRED;
  const res = await changePassword(user.id, input);
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
