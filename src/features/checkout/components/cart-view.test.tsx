import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import type { CartItem } from '@/domain/cart/cart';
import type { CartQuote } from '@/server/orders/quote-cart';
import { renderWithMessages } from '../../../../tests/support/render';

/** The server's quote, priced as the server would at $4.49 a unit and unlimited stock (its own test: tests/integration/place-order.test.ts). */
const quoteCartAction = vi.hoisted(() =>
  vi.fn(async (input: { items: { productId: string; qty: number }[] }): Promise<CartQuote> => {
    const lines = input.items.map((i) => ({
      productId: i.productId,
      name: 'Primed MDF Base Shoe 8 ft',
      slug: 'primed-mdf-base-shoe-8-ft',
      image: null,
      unit: 'piece',
      unitValue: 1,
      sellUnit: 'piece',
      colorName: null,
      attributeName: null,
      unitPrice: 4.49,
      regularPrice: 4.49,
      qty: i.qty,
      stock: 100_000,
      // the lot-tracked tile's largest lot
      largestLot: i.productId === 'p-tile' ? 8 : null,
      atPickup: null,
      available: true,
      lineTotal: Math.round(i.qty * 449) / 100,
      sample: false,
      installation: false,
      installPrice: null,
    }));
    const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
    return {
      lines,
      coupon: null,
      couponError: null,
      delivery: null,
      deliveryFees: {},
      totals: { subtotal, discount: 0, shipping: 0, taxes: [], taxTotal: 0, total: subtotal } as unknown as CartQuote['totals'],
      taxRegion: { country: 'CA', state: 'BC', estimate: true },
      currency: { name: 'CAD', symbol: '$' },
      tooManySamples: false,
      sampleDelivery: 0,
      installationRate: 0,
      pickupTransferDays: 2,
    };
  }),
);
vi.mock('../actions', () => ({ quoteCartAction }));

import { CartView } from './cart-view';

const BASE_SHOE: CartItem = {
  _id: 'p-base-shoe',
  uid: 'line-1',
  qty: 1,
  price: 4.49,
  name: 'Primed MDF Base Shoe 8 ft',
  slug: 'primed-mdf-base-shoe-8-ft',
};

/** The cart as a product page leaves it: one line added. */
function WithLine({ item }: { item: CartItem }) {
  const { cart, dispatch } = useCart();
  useEffect(() => {
    if (cart.loaded && !cart.items.length) dispatch({ type: 'add', item });
  }, [cart.loaded, cart.items.length, dispatch, item]);
  return <CartView currencySymbol="$" />;
}

describe('cart line', () => {
  // each test starts from an empty stored cart
  beforeEach(() => localStorage.clear());

  it('stops at the one limit the server accepts, says so, and shows the total the server priced', async () => {
    await renderWithMessages(
      <CartProvider>
        <WithLine item={BASE_SHOE} />
      </CartProvider>,
    );
    const line = await screen.findByTestId('cart-line');
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100000');
    expect(quantity.value).toBe('10000');
    expect(within(line).getByRole('status').textContent).toBe('At most 10,000 of one item per order');
    expect((within(line).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    // the server quotes the 10,000 and the line shows its price, 10,000 x $4.49: never $0.00
    await waitFor(() =>
      expect(quoteCartAction).toHaveBeenLastCalledWith(expect.objectContaining({ items: [{ productId: 'p-base-shoe', qty: 10_000 }] })),
    );
    await waitFor(() => expect(within(line).getByTestId('line-total').textContent).toBe('$44,900.00'));
  });

  it('lets the customer clear the quantity and type a new one: Backspace then 4 gives 4, not 14', async () => {
    await renderWithMessages(
      <CartProvider>
        <WithLine item={{ ...BASE_SHOE, uid: 'line-2' }} />
      </CartProvider>,
    );
    const line = await screen.findByTestId('cart-line');
    const quantity = within(line).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.type(quantity, '{Backspace}4');
    expect(quantity.value).toBe('4');
    await waitFor(() =>
      expect(quoteCartAction).toHaveBeenLastCalledWith(expect.objectContaining({ items: [{ productId: 'p-base-shoe', qty: 4 }] })),
    );
    await waitFor(() => expect(within(line).getByTestId('line-total').textContent).toBe('$17.96'));
  });

  it('answers an empty coupon submit: enter a code, and nothing is asked of the server', async () => {
    await renderWithMessages(
      <CartProvider>
        <WithLine item={{ ...BASE_SHOE, uid: 'line-3' }} />
      </CartProvider>,
      'fr',
    );
    await screen.findByTestId('cart-line');
    await waitFor(() => expect(quoteCartAction).toHaveBeenCalled());
    await userEvent.type(screen.getByLabelText('Code promo'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(screen.getByRole('alert').textContent).toBe('Saisissez d’abord un code promo.');
    // the cart's own quotes may come and go (a slow machine re-quotes as it settles): none asks about a coupon
    expect(quoteCartAction.mock.calls.every(([input]) => (input as { couponCode?: string }).couponCode === undefined)).toBe(true);
  });

  it('says when a lot-tracked line asks for more than the largest lot, and keeps the quantity', async () => {
    await renderWithMessages(
      <CartProvider>
        <WithLine item={{ ...BASE_SHOE, _id: 'p-tile', uid: 'line-4', qty: 8, largestLot: 8 }} />
      </CartProvider>,
    );
    const line = await screen.findByTestId('cart-line');
    expect(within(line).queryByTestId('lot-warning')).toBeNull();
    await userEvent.click(within(line).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(within(line).getByTestId('lot-warning').textContent).toBe(
        'The largest matching lot has 8 boxes: boxes from different lots can differ in shade. Order 8 or fewer for matching boxes, or order more in mixed lots.',
      ),
    );
    expect((within(line).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).value).toBe('9');
  });
});
