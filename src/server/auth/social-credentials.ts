import 'server-only';
import type { PrivateSettings } from '@/domain/settings/settings-forms';
import { env } from '@/lib/env';

export interface SocialCredentials {
  google: { id: string | undefined; secret: string | undefined };
  facebook: { id: string | undefined; secret: string | undefined };
}

/** Google's and Facebook's app credentials: those saved in /dashboard/settings/login, else the environment's. */
export function socialCredentials(saved: PrivateSettings | null): SocialCredentials {
  return {
    google: { id: saved?.google.clientId || env.GOOGLE_CLIENT_ID, secret: saved?.google.clientSecret || env.GOOGLE_CLIENT_SECRET },
    facebook: { id: saved?.facebook.appId || env.FACEBOOK_CLIENT_ID, secret: saved?.facebook.appSecret || env.FACEBOOK_CLIENT_SECRET },
  };
}

/** Which providers have both a client id and a secret. */
export function configuredSocialProviders(saved: PrivateSettings | null): { google: boolean; facebook: boolean } {
  const c = socialCredentials(saved);
  return { google: !!(c.google.id && c.google.secret), facebook: !!(c.facebook.id && c.facebook.secret) };
}
