import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../../../tests/support/render';
import type { ProductDetailDto } from '@/server/catalogue/get-product';
import { ProductOverview } from './product-overview';

/** An accessory sold by the piece (no calculator), 40 in stock. */
const BASE_SHOE = {
  _id: '0a4b8d7e-8a44-4f7d-9a59-3f2d64a1c001',
  name: 'Primed MDF Base Shoe 8 ft',
  slug: 'primed-mdf-base-shoe-8-ft',
  sku: 'BS-8',
  type: 'simple',
  unit: 'piece',
  unitValue: 1,
  sellUnit: 'piece',
  price: 4.49,
  discount: 4.49,
  quantity: 40,
  inStock: true,
  stock: 40,
  summary: '',
  description: '',
  specifications: [],
  images: [],
  brand: null,
  category: { _id: 'c1', name: 'Accessories', slug: 'accessories', published: true },
  subcategory: null,
  colors: [],
  options: [],
  variants: [],
  seo: { title: null, description: null, keywords: null, image: null },
  offersSamples: false,
} as unknown as ProductDetailDto;

describe('adding from the product page', () => {
  it('says what the cart took: added, fewer at the limit, or nothing when the line is full', async () => {
    const onAdd = vi.fn().mockReturnValueOnce(1).mockReturnValueOnce(0).mockReturnValueOnce(3);
    await renderWithMessages(<ProductOverview product={BASE_SHOE} currency="$" pickupTransferDays={2} onAdd={onAdd} />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(add);
    expect(screen.getByText(/^Added to your cart\./)).toBeTruthy();
    await userEvent.click(add);
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(/^Added to your cart\./)).toBeNull();
    expect(screen.getByText(/^Nothing added: your cart already holds 40, all you can order of this item\./)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Backspace}5');
    await userEvent.click(add);
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ productId: BASE_SHOE._id }), 5);
    expect(screen.getByText(/^Only 3 added: you can order at most 40 of this item\./)).toBeTruthy();
  });
});

/** A floor in two colours; only the grey has a code of its own. */
const TWO_COLOURS = {
  ...BASE_SHOE,
  _id: '0a4b8d7e-8a44-4f7d-9a59-3f2d64a1c002',
  name: 'Harbour Oak',
  slug: 'harbour-oak',
  sku: 'HO-12',
  type: 'variable',
  variants: [
    {
      _id: 'v-natural',
      color: { _id: 'c-natural', name: 'Natural', hex: '#c8a27a' },
      values: [],
      price: 3,
      discount: 3,
      quantity: 10,
      stock: 10,
      image: null,
      sku: null,
    },
    {
      _id: 'v-grey',
      color: { _id: 'c-grey', name: 'Smoked Grey', hex: '#777777' },
      values: [],
      price: 4,
      discount: 4,
      quantity: 10,
      stock: 10,
      image: null,
      sku: 'HO-12-SG',
    },
  ],
} as unknown as ProductDetailDto;

describe('the product code', () => {
  it("shows the chosen variant's own code, and the product's for a variant without one", async () => {
    await renderWithMessages(<ProductOverview product={TWO_COLOURS} currency="$" pickupTransferDays={2} onAdd={vi.fn()} />);
    expect(screen.getByTestId('sku').textContent).toBe('HO-12');
    await userEvent.click(screen.getByRole('button', { name: 'Smoked Grey' }));
    expect(screen.getByTestId('sku').textContent).toBe('HO-12-SG');
    await userEvent.click(screen.getByRole('button', { name: 'Natural' }));
    expect(screen.getByTestId('sku').textContent).toBe('HO-12');
  });
});

describe('the unit line', () => {
  it('names only the sell unit when the product has no unit value (an accessory saved without coverage)', async () => {
    const sealant = { ...BASE_SHOE, name: 'Clear sealant', unit: 'tube', unitValue: 0, sellUnit: 'box' } as ProductDetailDto;
    await renderWithMessages(<ProductOverview product={sealant} currency="$" pickupTransferDays={2} onAdd={vi.fn()} />);
    expect(screen.getByText((_, el) => el?.textContent === 'per box' && el.tagName === 'SPAN')).toBeTruthy();
    expect(screen.queryByText(/0 tube/)).toBeNull();
  });
});

/** An oak plank in one colour, two thicknesses and two surfaces; 19 mm comes oiled only, and 15 mm lacquered is sold out. */
const THREE_WAYS = (() => {
  const value = (_id: string, v: string) => ({ _id, value: v });
  const variant = (_id: string, thickness: string, surface: string, price: number, stock: number) => ({
    _id,
    color: { _id: 'c-oak', name: 'Natural Oak', hex: '#c8a27a' },
    values: [value(`t-${thickness}`, thickness), value(`s-${surface}`, surface)],
    price,
    discount: price,
    quantity: stock,
    stock,
    image: null,
    sku: `EO-${_id}`,
  });
  return {
    ...TWO_COLOURS,
    name: 'Saltspring European Oak',
    options: [
      { _id: 'a-thickness', name: 'Thickness' },
      { _id: 'a-surface', name: 'Surface' },
    ],
    variants: [
      variant('15-oil', '15 mm', 'Oiled', 60, 8),
      variant('15-lac', '15 mm', 'Lacquered', 60, 0),
      variant('19-oil', '19 mm', 'Oiled', 72, 5),
    ],
  } as unknown as ProductDetailDto;
})();

describe('choosing a variant option by option', () => {
  it('offers each option only the values that exist with the choices above it, and puts the combination in the cart', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<ProductOverview product={THREE_WAYS} currency="$" pickupTransferDays={2} onAdd={onAdd} />);
    const thickness = screen.getByRole('group', { name: /^Thickness/ });
    const surface = () => screen.getByRole('group', { name: /^Surface/ });
    const pressed = (group: HTMLElement) => [...group.querySelectorAll('button[aria-pressed="true"]')].map((b) => b.textContent);
    const offered = (group: HTMLElement) => [...group.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    // opens on the cheapest in stock: 15 mm, oiled
    expect(pressed(thickness)).toEqual(['15 mm']);
    expect(pressed(surface())).toEqual(['Oiled']);
    expect(offered(surface())).toEqual(['Oiled', 'Lacquered (sold out)']);
    expect(screen.getByTestId('sku').textContent).toBe('EO-15-oil');

    // 19 mm comes oiled only: the lacquered choice is not offered
    await userEvent.click(screen.getByRole('button', { name: '19 mm' }));
    expect(offered(surface())).toEqual(['Oiled']);
    expect(screen.getByTestId('sku').textContent).toBe('EO-19-oil');
    expect(screen.getByTestId('stock-status').textContent).toMatch(/5/);

    // back to 15 mm, lacquered: that combination is sold out
    await userEvent.click(screen.getByRole('button', { name: '15 mm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lacquered (sold out)' }));
    expect(screen.getByTestId('sku').textContent).toBe('EO-15-lac');
    expect(screen.getByRole('button', { name: 'Out of stock' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Oiled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({ variantId: '15-oil', color: { name: 'Natural Oak' }, attribute: { name: '15 mm / Oiled' } }),
      1,
    );
  });
});

describe('lots and the showroom', () => {
  /** A lot-tracked tile: 20 boxes, the largest lot 8, 5 at the showroom. */
  const TILE = { ...BASE_SHOE, sellUnit: 'box', quantity: 20, stock: 20, lotTracked: true, largestLot: 8, atPickup: 5 } as ProductDetailDto;

  it('says when more is asked for than the largest lot holds, and lets the customer add them', async () => {
    const onAdd = vi.fn();
    await renderWithMessages(<ProductOverview product={TILE} currency="$" pickupTransferDays={2} onAdd={onAdd} />);
    expect(screen.queryByTestId('lot-warning')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Backspace}9');
    expect(screen.getByTestId('lot-warning').textContent).toBe(
      'The largest matching lot has 8 boxes: boxes from different lots can differ in shade. Order 8 or fewer for matching boxes, or order more in mixed lots.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ largestLot: 8 }), 9);
  });

  it('says nothing of lots for a product that is not lot-tracked', async () => {
    await renderWithMessages(
      <ProductOverview product={{ ...TILE, lotTracked: false }} currency="$" pickupTransferDays={2} onAdd={vi.fn()} />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Backspace}9');
    expect(screen.queryByTestId('lot-warning')).toBeNull();
  });

  it('says whether the boxes are at the showroom or come from the warehouse', async () => {
    await renderWithMessages(<ProductOverview product={TILE} currency="$" pickupTransferDays={3} onAdd={vi.fn()} />);
    expect(screen.getByTestId('pickup-readiness').textContent).toBe('5 boxes at the showroom for pickup today');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Backspace}6');
    expect(screen.getByTestId('pickup-readiness').textContent).toBe('Ready for pickup in about 3 days: the boxes come from our warehouse');
  });

  it('counts what is not sold by the box without calling it boxes', async () => {
    await renderWithMessages(
      <ProductOverview product={{ ...TILE, sellUnit: 'piece' }} currency="$" pickupTransferDays={2} onAdd={vi.fn()} />,
    );
    expect(screen.getByTestId('pickup-readiness').textContent).toBe('5 at the showroom for pickup today');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '{Backspace}6');
    expect(screen.getByTestId('pickup-readiness').textContent).toBe('Ready for pickup in about 2 days: it comes from our warehouse');
  });

  it('says nothing of pickup when the shop has no pickup point', async () => {
    await renderWithMessages(<ProductOverview product={{ ...TILE, atPickup: null }} currency="$" pickupTransferDays={2} onAdd={vi.fn()} />);
    expect(screen.queryByTestId('pickup-readiness')).toBeNull();
  });
});
