import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { paymentPromise } from './payment-promise';

const gateway = (on: Partial<typeof DEFAULT_SETTINGS.paymentGateway>) => ({
  ...DEFAULT_SETTINGS,
  paymentGateway: { cod: false, stripe: false, paypal: false, sslCommerz: false, ...on },
});

describe('the footer’s payment promise', () => {
  it('follows the methods switched on: never card payment while only cash on delivery is offered', () => {
    expect(paymentPromise(gateway({ cod: true }))).toBe('cod');
    expect(paymentPromise(gateway({ cod: true, stripe: true }))).toBe('codAndOnline');
    expect(paymentPromise(gateway({ paypal: true }))).toBe('online');
    expect(paymentPromise(gateway({}))).toBeNull();
  });

  it('keeps the text staff wrote themselves, and words an empty one', () => {
    const own = { ...DEFAULT_SETTINGS.footerBanner.security, description: 'Cash or debit at the door.' };
    expect(paymentPromise({ ...gateway({ cod: true }), footerBanner: { ...DEFAULT_SETTINGS.footerBanner, security: own } })).toBeNull();
    const empty = { ...DEFAULT_SETTINGS.footerBanner.security, description: ' ' };
    expect(paymentPromise({ ...gateway({ cod: true }), footerBanner: { ...DEFAULT_SETTINGS.footerBanner, security: empty } })).toBe('cod');
  });
});
