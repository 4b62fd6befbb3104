/**
 * Error names that can reach /signin?error=... : next-auth's own codes, the names of docs/requirements.md, "Auth error names",
 * and ours (TooManyAttempts, AccountBlocked). Each maps to a message key in account.errors.auth.
 */
export const AUTH_ERROR_CODES = [
  'CredentialsSignin',
  'SessionRequired',
  'OAuthSignin',
  'OAuthCallback',
  'OAuthCreateAccount',
  'OAuthAccountNotLinked',
  'Callback',
  'AccessDenied',
  'Verification',
  'Configuration',
  'OAuthCallbackError',
  'AccountNotLinkedError',
  'MissingAPIRouteError',
  'MissingSecretError',
  'MissingAuthorizeError',
  'MissingAdapterError',
  'MissingAdapterMethodsError',
  'UnsupportedStrategyError',
  'InvalidCallbackUrl',
  'TooManyAttempts',
  'AccountBlocked',
] as const;

export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number] | 'Default';

const ALIASES: Record<string, AuthErrorCode> = { NO_SECRET: 'MissingSecretError', MissingSecret: 'MissingSecretError' };

/** The error code to show for a raw `error` query value; unknown values show the generic message, none shows nothing. */
export function authErrorCode(raw: string | null | undefined): AuthErrorCode | null {
  // an empty value, or a missing one written out by a link ("error=undefined"), is no error
  if (!raw?.trim() || raw === 'undefined' || raw === 'null') return null;
  if ((AUTH_ERROR_CODES as readonly string[]).includes(raw)) return raw as AuthErrorCode;
  return ALIASES[raw] ?? 'Default';
}

/** Error thrown by authorize() for a lockout; its message becomes the `error` query value. */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';
export const ACCOUNT_BLOCKED = 'AccountBlocked';
