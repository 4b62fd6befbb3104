import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from './methods';
import { credentialFormName, emptyCredentials, GATEWAY_DESCRIPTIONS, GATEWAYS } from './gateway-descriptions';
import { EMPTY_PRIVATE_SETTINGS, gatewaySettingsSchema, privateSettingsSchema } from '@/domain/settings/settings-forms';
import { DEFAULT_SETTINGS, settingsSchema, switchedOnPaymentMethods } from '@/domain/settings/settings';
import { refusedSwitches } from '@/domain/settings/settings-problems';

describe('gateway descriptions', () => {
  it('describe every online payment method once, with distinct keys and form names', () => {
    expect(GATEWAYS.map((g) => g.id).sort()).toEqual(PAYMENT_METHODS.filter((m) => m !== 'cod').sort());
    for (const [id, g] of Object.entries(GATEWAY_DESCRIPTIONS)) expect(g.id).toBe(id);
    expect(new Set(GATEWAYS.map((g) => g.key)).size).toBe(GATEWAYS.length);
    const names = GATEWAYS.flatMap((g) => g.fields.map((f) => credentialFormName(g, f)));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('sslCommerzStorePassword');
  });

  it('give the settings form a switch and a field for each credential, checked by its description', () => {
    const keys = Object.keys(gatewaySettingsSchema.shape).sort();
    expect(keys).toEqual(
      ['cod', ...GATEWAYS.map((g) => g.key), ...GATEWAYS.flatMap((g) => g.fields.map((f) => credentialFormName(g, f)))].sort(),
    );
    const valid = {
      cod: true,
      paypal: false,
      stripe: true,
      sslCommerz: false,
      paypalMode: 'live',
      paypalClientId: '',
      paypalSecret: '',
      stripePublishableKey: 'pk_test_abc123',
      stripeSecretKey: 'sk_test_abc123',
      sslCommerzMode: 'sandbox',
      sslCommerzStoreId: '',
      sslCommerzStorePassword: '',
    };
    expect(gatewaySettingsSchema.safeParse(valid).success).toBe(true);
    // a key of the wrong shape, a mode that is not one
    const refused = gatewaySettingsSchema.safeParse({ ...valid, stripeSecretKey: 'pk_test_abc', paypalMode: 'test' });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['paypalMode', 'stripeSecretKey']);
  });

  it('store each gateway’s credentials under its key, and switch it on in the public settings under the same key', () => {
    expect(emptyCredentials()).toEqual({
      paypal: { mode: 'sandbox', clientId: '', secret: '' },
      stripe: { publishableKey: '', secretKey: '' },
      sslCommerz: { mode: 'sandbox', storeId: '', storePassword: '' },
    });
    expect(privateSettingsSchema.parse(EMPTY_PRIVATE_SETTINGS)).toEqual(EMPTY_PRIVATE_SETTINGS);
    expect(Object.keys(settingsSchema.shape.paymentGateway.shape).sort()).toEqual(['cod', 'paypal', 'sslCommerz', 'stripe']);
    expect(DEFAULT_SETTINGS.paymentGateway).toEqual({ cod: true, paypal: false, stripe: false, sslCommerz: false });
    // the checkout's order: cash on delivery first, then the methods' list
    expect(switchedOnPaymentMethods({ cod: true, paypal: true, stripe: true, sslCommerz: true })).toEqual(PAYMENT_METHODS);
    expect(switchedOnPaymentMethods({ cod: false, paypal: false, stripe: false, sslCommerz: true })).toEqual(['sslcommerz']);
    expect(refusedSwitches([{ code: 'gatewayNotConfigured', gateway: 'sslcommerz', href: '' }])).toEqual({
      sslCommerz: 'gatewayNotConfigured',
    });
  });
});
