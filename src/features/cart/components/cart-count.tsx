'use client';

import { ShoppingCart } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { plainNumber } from '@/lib/format';
import { useCart } from '@/components/cart/cart-provider';
import { Link } from '@/i18n/navigation';

/** Header cart link with the total quantity (docs/requirements.md, "Cart storage"). */
export function CartCount() {
  const t = useTranslations('catalogue.actions');
  const { quantity } = useCart();
  const locale = useLocale();
  return (
    <Link
      href="/cart"
      className="relative inline-flex items-center rounded-full p-2 hover:bg-gray-100"
      aria-label={t('cartWithCount', { count: quantity })}
    >
      <ShoppingCart className="size-6" aria-hidden />
      <span
        data-testid="cart-count"
        className="absolute -end-1 -top-1 min-w-5 rounded-full bg-secondary-strong px-1.5 text-center text-xs font-bold leading-5 text-secondary-contrast"
      >
        {plainNumber(quantity, locale)}
      </span>
    </Link>
  );
}
