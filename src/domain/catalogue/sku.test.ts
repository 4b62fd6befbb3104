import { describe, expect, it } from 'vitest';
import { formSkus, repeatedSkus, skuCode } from './sku';

describe('product codes', () => {
  it('compares codes trimmed and in capitals', () => {
    expect(skuCode(' lam-123-001 ')).toBe('LAM-123-001');
    expect(skuCode('')).toBe('');
    expect(skuCode(null)).toBe('');
  });

  it('lists the product’s code and each variant’s with its field; a simple product’s variants are not its own', () => {
    const variants = [{ sku: 'oak-n' }, { sku: '' }, { sku: 'OAK-G' }];
    expect(formSkus({ type: 'variable', sku: 'oak', variants })).toEqual([
      { field: 'sku', code: 'OAK' },
      { field: 'variants.0.sku', code: 'OAK-N' },
      { field: 'variants.2.sku', code: 'OAK-G' },
    ]);
    expect(formSkus({ type: 'simple', sku: '', variants })).toEqual([]);
  });

  it('names every field that repeats an earlier code of the form', () => {
    const fields = formSkus({ type: 'variable', sku: 'OAK', variants: [{ sku: 'oak ' }, { sku: 'OAK-G' }, { sku: 'oak-g' }] });
    expect(repeatedSkus(fields)).toEqual({ 'variants.0.sku': 'skuRepeated', 'variants.2.sku': 'skuRepeated' });
  });
});
