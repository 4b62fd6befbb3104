import 'server-only';
import type { Settings } from '@/domain/settings/settings';
import { offeredPaymentMethods, type OnlineGateway } from '@/domain/settings/settings-problems';
import type { DbOrTx } from '@/server/db';
import { getPrivateSettings } from '@/server/settings/private-settings';
import { PAYMENT_GATEWAYS, type GatewayConfig } from './gateways';

export type OnlineMethod = OnlineGateway;
export type { GatewayConfig } from './gateways';

/** Each gateway's credentials (PAYMENT_GATEWAYS: saved in the dashboard, else the environment's), null when incomplete. */
export async function getGatewayConfig(db?: DbOrTx): Promise<GatewayConfig> {
  const saved = await getPrivateSettings(db);
  return Object.fromEntries(Object.values(PAYMENT_GATEWAYS).map((g) => [g.id, g.config(saved)])) as GatewayConfig;
}

/** Payment methods the checkout offers: switched on in settings and, for online gateways, configured on the server. */
export function availablePaymentMethods(settings: Pick<Settings, 'paymentGateway'>, config: GatewayConfig): ('cod' | OnlineMethod)[] {
  return offeredPaymentMethods({ paymentGateway: settings.paymentGateway, gatewayConfigured: gatewaysConfigured(config) });
}

/** Which online gateways have every credential they need. */
export function gatewaysConfigured(config: GatewayConfig): Record<OnlineMethod, boolean> {
  return Object.fromEntries(Object.keys(PAYMENT_GATEWAYS).map((id) => [id, !!config[id as OnlineMethod]])) as Record<OnlineMethod, boolean>;
}
