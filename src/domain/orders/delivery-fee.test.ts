import { describe, expect, it } from 'vitest';
import { boxCount, deliveryFee, feeOptionOf, optionFee, orderWeightKg, type DeliveryFeeOption } from './delivery-fee';

const flat: DeliveryFeeOption = { feeRule: 'flat', cost: 49, feeRate: 0, freeOver: null };
const perBox: DeliveryFeeOption = { feeRule: 'perBox', cost: 20, feeRate: 3.5, freeOver: null };
const byWeight: DeliveryFeeOption = { feeRule: 'byWeight', cost: 15, feeRate: 0.35, freeOver: null };

describe('delivery fee rules', () => {
  it('flat: the option cost whatever the cart', () => {
    expect(optionFee(flat, [{ qty: 1 }])).toBe(49);
    expect(optionFee(flat, [{ qty: 40, weightKg: 20 }])).toBe(49);
  });

  it('per box: base + rate for each box of the goods', () => {
    expect(optionFee(perBox, [{ qty: 3 }])).toBe(30.5);
    expect(optionFee(perBox, [{ qty: 2 }, { qty: 1 }])).toBe(30.5);
    expect(boxCount([{ qty: 2 }, { qty: 1, sample: true }, { qty: 1, service: true }])).toBe(2);
  });

  it('by weight: base + rate per kg; lines without a weight count nothing', () => {
    expect(
      orderWeightKg([
        { qty: 3, weightKg: 22.5 },
        { qty: 2, weightKg: null },
      ]),
    ).toBe(67.5);
    // 15 + 0.35 × 67.5 = 38.625 → 38.63
    expect(optionFee(byWeight, [{ qty: 3, weightKg: 22.5 }, { qty: 2 }])).toBe(38.63);
  });

  it('rounds to cents without floating point drift', () => {
    expect(optionFee({ feeRule: 'perBox', cost: 0.1, feeRate: 0.2, freeOver: null }, [{ qty: 1 }])).toBe(0.3);
    expect(optionFee({ feeRule: 'byWeight', cost: 0, feeRate: 0.33, freeOver: null }, [{ qty: 1, weightKg: 1.001 }])).toBe(0.33);
    expect(optionFee({ feeRule: 'perBox', cost: 0, feeRate: 1.15, freeOver: null }, [{ qty: 3 }])).toBe(3.45);
  });

  it('is free at or over the goods threshold', () => {
    const opt = { ...perBox, freeOver: 1000 };
    expect(optionFee(opt, [{ qty: 10, price: 99.99 }])).toBe(55);
    expect(optionFee(opt, [{ qty: 10, price: 100 }])).toBe(0);
    // samples and services do not reach the threshold
    expect(
      optionFee(opt, [
        { qty: 1, price: 999, service: true },
        { qty: 1, price: 1 },
      ]),
    ).toBe(23.5);
  });

  it('samples alone pay the sample fee; samples and services carry no boxes or weight', () => {
    expect(deliveryFee(perBox, [{ qty: 1, sample: true }], 499)).toBe(4.99);
    expect(deliveryFee(perBox, [{ qty: 1, sample: true }], 0)).toBe(0);
    expect(deliveryFee(perBox, [{ qty: 1, sample: true }, { qty: 3 }], 499)).toBe(30.5);
    expect(
      deliveryFee(
        byWeight,
        [
          { qty: 1, sample: true, weightKg: 5 },
          { qty: 1, weightKg: 10 },
        ],
        0,
      ),
    ).toBe(18.5);
  });

  it('an empty cart pays the base', () => {
    expect(optionFee(perBox, [])).toBe(20);
    expect(optionFee(byWeight, [])).toBe(15);
  });

  it('reads a stored option row', () => {
    expect(feeOptionOf({ feeRule: 'perBox', cost: '20.00', feeRate: '3.50', freeOver: null })).toEqual(perBox);
    expect(feeOptionOf({ feeRule: 'flat', cost: '5', feeRate: '0', freeOver: '100.00' }).freeOver).toBe(100);
  });
});
