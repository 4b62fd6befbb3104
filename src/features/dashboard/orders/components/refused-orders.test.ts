import { describe, expect, it } from 'vitest';
import { refusedOrders } from './refused-orders';

describe('the orders a bulk action refused, as its summary names them', () => {
  const refused = [
    { number: 'FS-261130-ABC12', reason: 'statusNotAllowed' },
    { number: null, reason: 'notFound' },
  ];
  const reasons = (r: string) => (r === 'notFound' ? 'gone' : 'not allowed');

  it('lists each number with its reason', () => {
    expect(refusedOrders(refused, reasons, 'en')).toBe('FS-261130-ABC12 (not allowed), ? (gone)');
  });

  it('isolates each number in a right-to-left dashboard so its dashes keep their order', () => {
    expect(refusedOrders(refused, reasons, 'ar')).toBe('\u2068FS-261130-ABC12\u2069 (not allowed), \u2068?\u2069 (gone)');
    expect(refusedOrders(refused, reasons, 'fr')).not.toMatch(/\u2068/);
  });
});
