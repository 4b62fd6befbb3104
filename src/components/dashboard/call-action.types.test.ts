import { describe, expect, it } from 'vitest';
import { actionUrl, callAction } from './call-action';

/**
 * Compile-time checks of the typed dashboard calls: `npm run typecheck` fails if a wrong name or a wrong
 * input shape is accepted (each @ts-expect-error must meet an error). The function is never called.
 */
export function typedCallsRefuseMistakes() {
  // @ts-expect-error an action that is not registered
  void callAction('coupon.remove', { ids: [] });
  // @ts-expect-error ids are strings
  void callAction('coupon.delete', { ids: [1] });
  // @ts-expect-error the order status is one of the status machine's states
  void callAction('order.setStatus', { id: 'x', status: 'lost' });
  // the answer is typed too: a duplicated product answers its new id
  void callAction('product.duplicate', { id: 'x' }).then((r) => (r.ok ? r.data.id.toUpperCase() : r.error));
}

describe('actionUrl', () => {
  it('is the dashboard action route of a registered name', () => {
    expect(actionUrl('coupon.delete')).toBe('/api/dashboard/coupon.delete');
  });
});
