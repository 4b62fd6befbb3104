'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';

/**
 * The cart asks for an earlier order's dye lots ("Buy more of the same"): said in the cart and at checkout, with the
 * way to stop matching them (docs/requirements.md, "Locations and lots").
 */
export function SameLotsNotice() {
  const t = useTranslations('checkout.cart');
  const { cart, dispatch } = useCart();
  if (!cart.sameLotsAs || !cart.items.length) return null;
  return (
    <div className="space-y-2 rounded-lg border border-secondary/40 bg-white p-3 text-sm" data-testid="same-lots-notice">
      <p>{t('sameLots', { order: cart.sameLotsAs })}</p>
      <button
        type="button"
        className="font-semibold text-secondary-strong underline"
        onClick={() => dispatch({ type: 'sameLotsAs', order: null })}
      >
        {t('sameLotsStop')}
      </button>
    </div>
  );
}
