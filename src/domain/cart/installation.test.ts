import { describe, expect, it } from 'vitest';
import { installationArea, installationUnitPrice, offersInstallation, tieInstallations, withInstallationLines } from './installation';

describe('installation estimate', () => {
  it('is offered on floor products sold by the square foot once a rate is set', () => {
    expect(offersInstallation({ unit: 'sq ft', categorySlug: 'laminate' }, 250)).toBe(true);
    expect(offersInstallation({ unit: 'sq ft', categorySlug: 'tiles' }, 1)).toBe(true);
    expect(offersInstallation({ unit: 'sq ft', categorySlug: 'laminate' }, 0)).toBe(false);
    expect(offersInstallation({ unit: 'ft', categorySlug: 'laminate' }, 250)).toBe(false);
    expect(offersInstallation({ unit: 'sq ft', categorySlug: 'accessories' }, 250)).toBe(false);
  });

  it('prices one box at the rate times its coverage, in cents', () => {
    expect(installationUnitPrice(250, 22.5)).toBe(56.25);
    expect(installationUnitPrice(275, 19.63)).toBe(53.98); // 5398.25 cents
    expect(installationUnitPrice(0, 22.5)).toBe(0);
    expect(installationUnitPrice(250, 0)).toBe(0);
    expect(installationArea(12, 19.63)).toBe(235.56);
  });

  it('ties each installation line to its boxes: their quantity, one per product and variant, none without boxes', () => {
    const tied = tieInstallations([
      { productId: 'a', qty: 7 },
      { productId: 'a', qty: 999, installation: true },
      { productId: 'a', qty: 1, installation: true },
      { productId: 'b', variantId: 'x', qty: 2 },
      { productId: 'b', variantId: 'y', qty: 3, installation: true },
      { productId: 'c', qty: 1, sample: true },
      { productId: 'c', qty: 1, installation: true },
    ]);
    expect(tied).toEqual([
      { productId: 'a', qty: 7 },
      { productId: 'a', qty: 7, installation: true, sample: false },
      { productId: 'b', variantId: 'x', qty: 2 },
      { productId: 'b', variantId: 'y', qty: 3, installation: true, orphan: true },
      { productId: 'c', qty: 1, sample: true },
      { productId: 'c', qty: 1, installation: true, orphan: true },
    ]);
  });

  it('sends the installation line right after its boxes line, never after a sample', () => {
    const lines = withInstallationLines(
      [
        { id: 'a', qty: 4, install: true },
        { id: 'b', qty: 1, sample: true, install: true },
        { id: 'c', qty: 2 },
      ],
      (i) => ({ productId: i.id, qty: i.qty }),
    );
    expect(lines).toEqual([
      { productId: 'a', qty: 4 },
      { productId: 'a', qty: 4, installation: true },
      { productId: 'b', qty: 1 },
      { productId: 'c', qty: 2 },
    ]);
  });
});
