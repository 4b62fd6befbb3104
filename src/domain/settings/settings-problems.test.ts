import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods, refusedSwitches, settingsProblems, type SettingsFacts } from './settings-problems';

const healthy: SettingsFacts = {
  paymentGateway: { cod: true, paypal: false, stripe: false, sslCommerz: false },
  gatewayConfigured: { stripe: false, paypal: false, sslcommerz: false },
  login: { google: false, facebook: false },
  socialConfigured: { google: false, facebook: false },
  smtp: true,
};
const allOff = { cod: false, paypal: false, stripe: false, sslCommerz: false };

describe('settingsProblems', () => {
  it('finds nothing in a shop with cash on delivery, no social sign-in and SMTP', () => {
    expect(settingsProblems(healthy)).toEqual([]);
  });

  it('says the checkout has no method when every method is off', () => {
    expect(settingsProblems({ ...healthy, paymentGateway: allOff })).toEqual([
      { code: 'noPaymentMethod', href: '/dashboard/settings/gateway' },
    ]);
  });

  it('names a switched-on gateway without keys, and counts it out of the checkout', () => {
    const facts = { ...healthy, paymentGateway: { ...allOff, stripe: true, paypal: true } };
    expect(offeredPaymentMethods(facts)).toEqual([]);
    expect(settingsProblems(facts)).toEqual([
      { code: 'noPaymentMethod', href: '/dashboard/settings/gateway' },
      { code: 'gatewayNotConfigured', gateway: 'stripe', href: '/dashboard/settings/gateway' },
      { code: 'gatewayNotConfigured', gateway: 'paypal', href: '/dashboard/settings/gateway' },
    ]);
    const configured = { ...facts, gatewayConfigured: { stripe: true, paypal: false, sslcommerz: false } };
    expect(offeredPaymentMethods(configured)).toEqual(['stripe']);
    expect(settingsProblems(configured)).toEqual([
      { code: 'gatewayNotConfigured', gateway: 'paypal', href: '/dashboard/settings/gateway' },
    ]);
  });

  it('ignores keys of a gateway that is off', () => {
    expect(settingsProblems({ ...healthy, gatewayConfigured: { stripe: true, paypal: true, sslcommerz: true } })).toEqual([]);
  });

  it('names a switched-on social sign-in without credentials', () => {
    const facts = { ...healthy, login: { google: true, facebook: true }, socialConfigured: { google: true, facebook: false } };
    expect(settingsProblems(facts)).toEqual([{ code: 'socialNotConfigured', provider: 'facebook', href: '/dashboard/settings/login' }]);
  });

  it('says e-mails stay in the outbox without SMTP (nothing to change in the dashboard)', () => {
    expect(settingsProblems({ ...healthy, smtp: false })).toEqual([{ code: 'noSmtp', href: null }]);
  });
});

describe('refusedSwitches', () => {
  it('puts each refusal on the switch that causes it; e-mail never refuses a save', () => {
    const facts: SettingsFacts = {
      ...healthy,
      paymentGateway: { ...allOff, sslCommerz: true },
      login: { google: true, facebook: false },
      smtp: false,
    };
    expect(refusedSwitches(settingsProblems(facts))).toEqual({
      cod: 'noPaymentMethod',
      sslCommerz: 'gatewayNotConfigured',
      google: 'socialNotConfigured',
    });
    expect(refusedSwitches(settingsProblems(healthy))).toEqual({});
  });
});
