'use client';

import { useLocale, useTranslations } from 'next-intl';
import { plainNumber } from '@/lib/format';
import { CountBadge } from '@/components/ui/badge';
import { useCart } from '@/components/cart/cart-provider';

/** The cart's total quantity for the layout's tab bar (the app joins the cart and layout features here). */
export function CartQuantity() {
  const { quantity } = useCart();
  const t = useTranslations('common.nav');
  const locale = useLocale();
  return <CountBadge count={quantity} label={t('cartItems', { count: quantity })} format={(n) => plainNumber(n, locale)} />;
}
