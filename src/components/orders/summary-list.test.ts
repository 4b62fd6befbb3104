import { describe, expect, it } from 'vitest';
import { storeSummaryLabels, summaryLabel } from './summary-list';

// a stand-in translator: the key and its values, so the test reads which message each row asks for
const t = (key: string, values?: Record<string, string | number>) => (values ? `${key}${JSON.stringify(values)}` : key);

describe('summary row labels', () => {
  it('names each row from the checkout messages; the discount names its coupon', () => {
    const labels = storeSummaryLabels(t, 'en');
    expect(summaryLabel({ kind: 'subtotal', amount: 1 }, labels)).toBe('cart.subtotal');
    expect(summaryLabel({ kind: 'discount', amount: -1, code: 'WELCOME10' }, labels)).toBe('cart.discount (WELCOME10)');
    expect(summaryLabel({ kind: 'discount', amount: -1, code: null }, labels)).toBe('cart.discount');
    expect(summaryLabel({ kind: 'rounding', amount: 0.01 }, labels)).toBe('cart.rounding');
    expect(summaryLabel({ kind: 'delivery', amount: 0 }, labels)).toBe('checkout.shippingCost');
    expect(summaryLabel({ kind: 'tax', name: 'GST', rate: 5, amount: 1 }, labels)).toBe('checkout.taxLine{"name":"GST","rate":5}');
    expect(summaryLabel({ kind: 'total', amount: 1 }, labels)).toBe('cart.total');
  });

  it('isolates Latin tax names and coupon codes in Arabic only', () => {
    const ar = storeSummaryLabels(t, 'ar');
    expect(summaryLabel({ kind: 'tax', name: 'GST', rate: 5, amount: 1 }, ar)).toBe('checkout.taxLine{"name":"\u2068GST\u2069","rate":5}');
    expect(summaryLabel({ kind: 'discount', amount: -1, code: 'WELCOME10' }, ar)).toBe('cart.discount (\u2068WELCOME10\u2069)');
    expect(summaryLabel({ kind: 'tax', name: 'GST', rate: 5, amount: 1 }, storeSummaryLabels(t, 'fr'))).not.toMatch(/[\u2068\u2069]/);
  });
});
