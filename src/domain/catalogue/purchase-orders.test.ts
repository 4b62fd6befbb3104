import { describe, expect, it } from 'vitest';
import {
  moreThanOutstanding,
  outstanding,
  purchaseOrderNumber,
  purchaseOrderSchema,
  purchaseOrderState,
  stillExpected,
} from './purchase-orders';

const id = '3f1c9a52-8d2e-4b7a-9c61-0a4e2f7b5d13';
const other = '7a2e4c19-5b3d-4f8e-a1c6-9d0b3e5f7a24';

describe('purchase orders', () => {
  it('reads the state from the lines: open, partly received, received, closed', () => {
    expect(purchaseOrderState(false, [{ quantity: 5, received: 0 }])).toBe('open');
    expect(
      purchaseOrderState(false, [
        { quantity: 5, received: 2 },
        { quantity: 3, received: 0 },
      ]),
    ).toBe('partial');
    expect(
      purchaseOrderState(false, [
        { quantity: 5, received: 5 },
        { quantity: 3, received: 4 },
      ]),
    ).toBe('received');
    expect(purchaseOrderState(true, [{ quantity: 5, received: 5 }])).toBe('closed');
    expect(purchaseOrderState(true, [{ quantity: 5, received: 0 }])).toBe('closed');
    expect(purchaseOrderState(false, [])).toBe('open');
    expect(['open', 'partial', 'received', 'closed'].map((s) => stillExpected(s as never))).toEqual([true, true, false, false]);
  });

  it('counts what a line still expects, never below nothing', () => {
    expect(outstanding({ quantity: 8, received: 3 })).toBe(5);
    expect(outstanding({ quantity: 8, received: 9 })).toBe(0);
    expect(moreThanOutstanding(5)).toBe('dashProducts.purchaseOrders.errors.moreThanOutstanding:5');
    expect(purchaseOrderNumber(1001)).toBe('PO-1001');
  });

  it('checks an order: a supplier, a day or none, lines of whole boxes, no line twice at one place', () => {
    expect(purchaseOrderSchema.safeParse({ supplier: 'Daltile', lines: [{ productId: id, quantity: 4 }] }).success).toBe(true);
    const bad = purchaseOrderSchema.safeParse({
      supplier: ' ',
      expectedOn: '2026-13-40',
      lines: [
        { productId: id, quantity: 0 },
        { productId: id, quantity: 2.5 },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => `${i.path.join('.')}=${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'supplier=required',
        'expectedOn=invalid',
        'lines.0.quantity=dashProducts.stock.errors.quantityPositive',
        'lines.1.quantity=dashProducts.stock.errors.quantityFormat',
      ]),
    );
    const twice = purchaseOrderSchema.safeParse({
      supplier: 'Daltile',
      lines: [
        { productId: id, quantity: 1 },
        { productId: id, quantity: 2 },
      ],
    });
    expect(twice.error?.issues.map((i) => `${i.path.join('.')}=${i.message}`)).toEqual([
      'lines.1.quantity=dashProducts.purchaseOrders.errors.duplicateLine',
    ]);
    // the same product at two places is two lines
    expect(
      purchaseOrderSchema.safeParse({
        supplier: 'Daltile',
        lines: [
          { productId: id, quantity: 1, locationId: id },
          { productId: id, quantity: 1, locationId: other },
        ],
      }).success,
    ).toBe(true);
    expect(purchaseOrderSchema.safeParse({ supplier: 'Daltile', lines: [] }).error?.issues[0].message).toBe(
      'dashProducts.stock.errors.noLines',
    );
  });
});
