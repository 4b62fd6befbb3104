'use client';

import { Heart } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { useCart } from '@/components/cart/cart-provider';
import { useWishlist } from './use-wishlist';

export function WishlistButton({
  productId,
  productName,
  withLabel = false,
}: {
  productId: string;
  productName: string;
  withLabel?: boolean;
}) {
  const t = useTranslations('catalogue.actions');
  const { dispatch } = useCart();
  const { ids, toggle } = useWishlist();
  const active = !!ids?.includes(productId);
  const label = active ? t('removeFromWishlist', { name: productName }) : t('addToWishlist', { name: productName });
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      onClick={() => void toggle(productId).then((next) => dispatch({ type: 'updateWishlist', count: next.length }))}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-md border px-2.5 py-2 text-sm font-medium transition',
        active
          ? 'border-secondary bg-secondary/10 text-secondary-strong'
          : 'border-gray-300 text-gray-700 hover:border-secondary hover:text-secondary-strong',
      )}
    >
      <Heart className={clsx('size-4', active && 'fill-current')} aria-hidden />
      {withLabel && <span>{t('wishlist')}</span>}
    </button>
  );
}
