import type { PaymentMethod } from '@/domain/payments/methods';
import { GATEWAY_DESCRIPTIONS, type OnlineGateway } from '@/domain/payments/gateway-descriptions';
import { switchedOnPaymentMethods, type Settings } from './settings';

/*
 * What is misconfigured in the settings (docs/requirements.md, "Settings that must hold"): one rule for the
 * dashboard home's warning panel and for the refusal of a gateway or login save that would break the checkout
 * or the sign-in page. Pure: the server reads the switches, which integrations have their credentials (saved in
 * the dashboard or in the server's environment) and whether SMTP is set, and hands them here.
 */

export type { OnlineGateway };
export type SocialProvider = 'google' | 'facebook';

export interface SettingsFacts {
  paymentGateway: Settings['paymentGateway'];
  /** each online gateway has all the credentials the checkout needs (getGatewayConfig) */
  gatewayConfigured: Record<OnlineGateway, boolean>;
  login: Settings['login'];
  /** each social provider has a client id and a secret */
  socialConfigured: Record<SocialProvider, boolean>;
  /** SMTP_URL is set: without it e-mails are written to the outbox folder, never sent */
  smtp: boolean;
}

export type SettingsProblem =
  | { code: 'noPaymentMethod'; href: string }
  | { code: 'gatewayNotConfigured'; gateway: OnlineGateway; href: string }
  | { code: 'socialNotConfigured'; provider: SocialProvider; href: string }
  | { code: 'noSmtp'; href: null };

export const GATEWAY_SETTINGS_PATH = '/dashboard/settings/gateway';
export const LOGIN_SETTINGS_PATH = '/dashboard/settings/login';

export const SOCIAL_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** The methods the checkout can offer: switched on and, for an online gateway, configured. */
export function offeredPaymentMethods(facts: Pick<SettingsFacts, 'paymentGateway' | 'gatewayConfigured'>): PaymentMethod[] {
  return switchedOnPaymentMethods(facts.paymentGateway).filter((m) => m === 'cod' || facts.gatewayConfigured[m]);
}

/** Every problem, most serious first: the checkout cannot be completed, then broken switches, then e-mail. */
export function settingsProblems(facts: SettingsFacts): SettingsProblem[] {
  const out: SettingsProblem[] = [];
  if (offeredPaymentMethods(facts).length === 0) out.push({ code: 'noPaymentMethod', href: GATEWAY_SETTINGS_PATH });
  for (const m of switchedOnPaymentMethods(facts.paymentGateway)) {
    if (m !== 'cod' && !facts.gatewayConfigured[m]) out.push({ code: 'gatewayNotConfigured', gateway: m, href: GATEWAY_SETTINGS_PATH });
  }
  for (const provider of ['google', 'facebook'] as const) {
    if (facts.login[provider] && !facts.socialConfigured[provider])
      out.push({ code: 'socialNotConfigured', provider, href: LOGIN_SETTINGS_PATH });
  }
  if (!facts.smtp) out.push({ code: 'noSmtp', href: null });
  return out;
}

/**
 * The field errors (message keys of `dashboard.validation`) that refuse a gateway or login save: the problems
 * that save would leave, on the switch that causes them. Empty: the save may go ahead.
 */
export function refusedSwitches(problems: SettingsProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) {
    if (p.code === 'noPaymentMethod') out.cod = 'noPaymentMethod';
    else if (p.code === 'gatewayNotConfigured') out[GATEWAY_DESCRIPTIONS[p.gateway].key] = 'gatewayNotConfigured';
    else if (p.code === 'socialNotConfigured') out[p.provider] = 'socialNotConfigured';
  }
  return out;
}
