'use client';

import { useEffect, useState } from 'react';
import { Check, ShoppingCart } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { cartLineUid, unitsAdded, type CartProduct } from '@/domain/cart/cart';
import { toast } from '@/components/ui/toast';
import { useCart } from '@/components/cart/cart-provider';

/** Adds `qty` units of a product (or variant) to the cart; disabled when sold out; says so when the line is full. */
export function AddToCartButton({
  product,
  qty = 1,
  label,
  className,
  size = 'md',
}: {
  product: CartProduct;
  qty?: number;
  label?: string;
  className?: string;
  size?: 'sm' | 'md';
}) {
  const t = useTranslations('catalogue.actions');
  const { cart, dispatch } = useCart();
  const [added, setAdded] = useState(false);
  useEffect(() => {
    if (!added) return;
    const id = setTimeout(() => setAdded(false), 2000);
    return () => clearTimeout(id);
  }, [added]);
  const soldOut = product.stock !== undefined && product.stock < 1;
  return (
    <>
      <button
        type="button"
        disabled={soldOut || qty < 1}
        onClick={() => {
          const item = { ...product, uid: cartLineUid(product), qty };
          // a line already at its limit takes nothing: said so, never "added" (docs/requirements.md, "Cart contents")
          const took = unitsAdded(cart, item);
          dispatch({ type: 'add', item });
          if (took > 0) setAdded(true);
          else toast.error(t('cartFull', { name: product.name ?? '' }));
        }}
        className={clsx(
          'inline-flex items-center justify-center gap-2 rounded-md bg-primary font-semibold text-ink transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-500',
          size === 'sm' ? 'whitespace-nowrap px-3 py-2 text-sm' : 'px-5 py-3',
          className,
        )}
      >
        {added ? <Check className="size-4" aria-hidden /> : <ShoppingCart className="size-4" aria-hidden />}
        <span className={clsx(size === 'sm' && 'sr-only sm:not-sr-only')}>{soldOut ? t('soldOut') : (label ?? t('addToCart'))}</span>
      </button>
      <span className="sr-only" role="status">
        {added ? t('added', { name: product.name ?? '' }) : ''}
      </span>
    </>
  );
}
