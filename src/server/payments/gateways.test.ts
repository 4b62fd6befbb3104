import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/domain/payments/methods';
import { EMPTY_PRIVATE_SETTINGS } from '@/domain/settings/settings-forms';
import { PAYMENT_PAGE_HOSTS } from '@/lib/security/csp-policy.mjs';
import { configuredGateway, PAYMENT_GATEWAYS, type GatewayConfig } from './gateways';

describe('the payment gateways, listed once', () => {
  it('holds every online payment method, each under its own id', () => {
    expect(Object.keys(PAYMENT_GATEWAYS).sort()).toEqual(PAYMENT_METHODS.filter((m) => m !== 'cod').sort());
    for (const [id, gateway] of Object.entries(PAYMENT_GATEWAYS)) expect(gateway.id).toBe(id);
  });

  it("the CSP lets the browser reach exactly the gateways' hosted pages", () => {
    const hosts = Object.values(PAYMENT_GATEWAYS).flatMap((g) => g.hosts);
    expect([...PAYMENT_PAGE_HOSTS].sort()).toEqual([...new Set(hosts)].sort());
  });

  it('takes the credentials saved in the dashboard, and counts a gateway as configured only with all of them', () => {
    const saved = {
      ...EMPTY_PRIVATE_SETTINGS,
      paypal: { ...EMPTY_PRIVATE_SETTINGS.paypal, clientId: 'client-id', secret: 'secret', mode: 'live' as const },
      sslCommerz: { ...EMPTY_PRIVATE_SETTINGS.sslCommerz, storeId: 'store' },
    };
    expect(PAYMENT_GATEWAYS.paypal.config(saved)).toMatchObject({
      clientId: 'client-id',
      secret: 'secret',
      mode: 'live',
      apiBase: 'https://api-m.paypal.com',
    });
    // a store id without its password: not configured (unless the environment holds both)
    if (!process.env.SSLCOMMERZ_STORE_ID) expect(PAYMENT_GATEWAYS.sslcommerz.config(saved)).toBeNull();
    const none = { stripe: null, paypal: null, sslcommerz: null } satisfies GatewayConfig;
    expect(configuredGateway('paypal', none)).toBeNull();
  });
});
