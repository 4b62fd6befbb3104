'use client';

import { useTranslations } from 'next-intl';
import { CountBadge } from '@/components/ui/badge';
import { useCart } from '@/components/cart/cart-provider';

/** The cart's total quantity for the layout's tab bar (the app joins the cart and layout features here). */
export function CartQuantity() {
  const { quantity } = useCart();
  const t = useTranslations('common.nav');
  return <CountBadge count={quantity} label={t('cartItems', { count: quantity })} />;
}
