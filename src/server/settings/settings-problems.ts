import 'server-only';
import type { SettingsFacts } from '@/domain/settings/settings-problems';
import { env } from '@/lib/env';
import { configuredSocialProviders } from '@/server/auth/social-credentials';
import type { DbOrTx } from '@/server/db';
import { gatewaysConfigured, getGatewayConfig } from '@/server/payments/gateway-config';
import { getSettings } from '@/server/settings/get-settings';
import { getPrivateSettings } from '@/server/settings/private-settings';

/**
 * What the settings problems are computed from, as the server reads it now: the switches, which gateways and
 * social providers have their credentials (saved in the dashboard or in the environment) and whether SMTP is set.
 */
export async function readSettingsFacts(db?: DbOrTx): Promise<SettingsFacts> {
  const [settings, saved, gateways] = await Promise.all([getSettings(db), getPrivateSettings(db), getGatewayConfig(db)]);
  return {
    paymentGateway: settings.paymentGateway,
    gatewayConfigured: gatewaysConfigured(gateways),
    login: settings.login,
    socialConfigured: configuredSocialProviders(saved),
    smtp: !!env.SMTP_URL,
  };
}
