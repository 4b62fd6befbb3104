import { COMMON_PASSWORDS_TEXT } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common;
}

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong' | 'passwordCommon';

/** Why a new password is refused (a translation key), or null when it is acceptable. */
export function passwordProblem(password: string, context: { email?: string; name?: string } = {}): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'passwordCommon';
  // the account's own e-mail or name is as guessable as a common password
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (lower === context.email?.toLowerCase() || (local && local.length >= 4 && lower === local)) return 'passwordCommon';
  if (context.name && lower === context.name.replace(/\s+/g, '').toLowerCase()) return 'passwordCommon';
  return null;
}
