'use client';

import { GitCompareArrows, Heart } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import { Link } from '@/i18n/navigation';
import { useWishlist } from './use-wishlist';

const badge = 'absolute -end-1 -top-1 min-w-5 rounded-full bg-ink px-1.5 text-center text-xs font-bold leading-5 text-white';

/** Header links to the wishlist and, once something is chosen, the compare page. */
export function HeaderLists() {
  const t = useTranslations('checkout');
  const { cart } = useCart();
  const n = cart.compare.length;
  const saved = useWishlist().ids?.length ?? 0;
  return (
    <>
      {n > 0 && (
        <Link
          href="/compare"
          className="relative inline-flex items-center rounded-full p-2 hover:bg-gray-100"
          aria-label={t('compare.viewCompare', { count: n })}
          title={t('compare.title')}
        >
          <GitCompareArrows className="size-6" aria-hidden />
          <span className={badge}>{n}</span>
        </Link>
      )}
      <Link
        href="/wishlist"
        className="relative hidden items-center rounded-full p-2 hover:bg-gray-100 sm:inline-flex"
        aria-label={saved ? t('wishlist.viewWishlist', { count: saved }) : t('wishlist.title')}
        title={t('wishlist.title')}
      >
        <Heart className="size-6" aria-hidden />
        {saved > 0 && (
          <span className={badge} data-testid="wishlist-count">
            {saved}
          </span>
        )}
      </Link>
    </>
  );
}
