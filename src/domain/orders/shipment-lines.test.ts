import { describe, expect, it } from 'vitest';
import { planShipmentLines, quantitiesLeft, shipmentLinesField } from './shipment-lines';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const FIT = '00000000-0000-4000-8000-00000000000f';
const items = [
  { id: A, quantity: 10, installation: false },
  { id: B, quantity: 2, installation: false },
  { id: FIT, quantity: 10, installation: true },
];

describe('shipment lines', () => {
  it('counts what is left of each shippable item, installations left out', () => {
    expect(quantitiesLeft(items, [])).toEqual([
      { itemId: A, quantity: 10 },
      { itemId: B, quantity: 2 },
    ]);
    expect(quantitiesLeft(items, [{ lines: [{ itemId: A, quantity: 4 }] }, { lines: [{ itemId: A, quantity: 6 }] }])).toEqual([
      { itemId: A, quantity: 0 },
      { itemId: B, quantity: 2 },
    ]);
  });

  it('ships everything left when no lines are given, and says the order is then complete', () => {
    expect(planShipmentLines(items, [{ lines: [{ itemId: A, quantity: 4 }] }])).toEqual({
      lines: [
        { itemId: A, quantity: 6 },
        { itemId: B, quantity: 2 },
      ],
      complete: true,
    });
  });

  it('ships part of the order: the lines asked for, zero quantities dropped, complete only when nothing is left', () => {
    expect(
      planShipmentLines(
        items,
        [],
        [
          { itemId: A, quantity: 4 },
          { itemId: B, quantity: 0 },
        ],
      ),
    ).toEqual({
      lines: [{ itemId: A, quantity: 4 }],
      complete: false,
    });
    expect(
      planShipmentLines(
        items,
        [{ lines: [{ itemId: A, quantity: 4 }] }],
        [
          { itemId: A, quantity: 6 },
          { itemId: B, quantity: 2 },
        ],
      ),
    ).toEqual({
      lines: [
        { itemId: A, quantity: 6 },
        { itemId: B, quantity: 2 },
      ],
      complete: true,
    });
  });

  it('refuses a shipment of nothing, of an unknown or installation line, and of more than is left', () => {
    const all = [
      {
        lines: [
          { itemId: A, quantity: 10 },
          { itemId: B, quantity: 2 },
        ],
      },
    ];
    expect(planShipmentLines(items, all)).toEqual({ problem: 'nothingToShip' });
    expect(planShipmentLines(items, [], [{ itemId: A, quantity: 0 }])).toEqual({ problem: 'emptyShipment' });
    expect(planShipmentLines(items, [], [{ itemId: FIT, quantity: 1 }])).toEqual({ problem: 'unknownLine' });
    expect(planShipmentLines(items, [], [{ itemId: '00000000-0000-4000-8000-000000000099', quantity: 1 }])).toEqual({
      problem: 'unknownLine',
    });
    expect(planShipmentLines(items, [{ lines: [{ itemId: A, quantity: 8 }] }], [{ itemId: A, quantity: 3 }])).toEqual({
      problem: 'moreThanLeft',
    });
  });

  it('takes whole non-negative quantities, each item once', () => {
    expect(shipmentLinesField.safeParse([{ itemId: A, quantity: 1.5 }]).success).toBe(false);
    expect(shipmentLinesField.safeParse([{ itemId: A, quantity: -1 }]).success).toBe(false);
    expect(
      shipmentLinesField.safeParse([
        { itemId: A, quantity: 1 },
        { itemId: A, quantity: 2 },
      ]).success,
    ).toBe(false);
    expect(shipmentLinesField.safeParse([{ itemId: A, quantity: 0 }]).success).toBe(true);
    expect(shipmentLinesField.safeParse(undefined).success).toBe(true);
  });
});
