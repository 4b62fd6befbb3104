import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartProvider, useCart } from '@/components/cart/cart-provider';
import { MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { renderWithMessages } from '../../../../tests/support/render';

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

import { cartLineUid, type CartProduct } from '@/domain/cart/cart';
import { AddToCartButton } from './add-to-cart-button';

const BASE_SHOE: CartProduct = { _id: 'p-base-shoe', name: 'Primed MDF Base Shoe 8 ft', slug: 'primed-mdf-base-shoe-8-ft', price: 4.49 };

/** A product card's button, the cart holding `held` units of the product already. */
function Card({ product, held }: { product: CartProduct; held: number }) {
  const { cart, dispatch } = useCart();
  const line = cart.items.find((i) => i._id === product._id);
  useEffect(() => {
    if (cart.loaded && held && !line) dispatch({ type: 'add', item: { ...product, uid: cartLineUid(product), qty: held } });
  }, [cart.loaded, line, dispatch, held, product]);
  return (
    <>
      <AddToCartButton product={product} />
      <span data-testid="held">{line?.qty ?? 0}</span>
    </>
  );
}

describe('a product card’s add to cart', () => {
  beforeEach(() => {
    localStorage.clear();
    toast.error.mockClear();
  });

  it('says the product was added when it was', async () => {
    await renderWithMessages(
      <CartProvider>
        <Card product={BASE_SHOE} held={0} />
      </CartProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('held').textContent).toBe('1'));
    expect(screen.getByRole('status').textContent).toBe('Primed MDF Base Shoe 8 ft added to the cart');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says nothing was added when the cart holds the most one order may have, in the visitor’s language', async () => {
    await renderWithMessages(
      <CartProvider>
        <Card product={{ ...BASE_SHOE, _id: 'p-quarter-round' }} held={MAX_LINE_QUANTITY} />
      </CartProvider>,
      'fr',
    );
    await waitFor(() => expect(screen.getByTestId('held').textContent).toBe(String(MAX_LINE_QUANTITY)));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    expect(toast.error).toHaveBeenCalledWith(
      'Primed MDF Base Shoe 8 ft n’a pas été ajouté : votre panier contient déjà tout ce que vous pouvez en commander.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByTestId('held').textContent).toBe(String(MAX_LINE_QUANTITY));
  });
});
