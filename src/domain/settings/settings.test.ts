import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, switchedOnPaymentMethods } from './settings';

describe('switchedOnPaymentMethods', () => {
  const off = { cod: false, paypal: false, stripe: false, sslCommerz: false };

  it('lists the methods switched on, in the checkout order', () => {
    expect(switchedOnPaymentMethods({ cod: true, paypal: true, stripe: true, sslCommerz: true })).toEqual([
      'cod',
      'stripe',
      'paypal',
      'sslcommerz',
    ]);
    expect(switchedOnPaymentMethods({ ...off, paypal: true })).toEqual(['paypal']);
  });

  it('is empty when every method is off, and cash on delivery only by default', () => {
    expect(switchedOnPaymentMethods(off)).toEqual([]);
    expect(switchedOnPaymentMethods(DEFAULT_SETTINGS.paymentGateway)).toEqual(['cod']);
  });
});
