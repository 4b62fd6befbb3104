'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale } from 'next-intl';
import type { CartItem } from '@/domain/cart/cart';
import { withInstallationLines } from '@/domain/cart/installation';
import type { CartQuote } from '@/server/orders/quote-cart';
import { quoteCartAction } from '../actions';

/**
 * The cart's lines as the server's quote and checkout take them: a sample says so, and a line with the installation
 * estimate is followed by its installation line (docs/requirements.md, "Installation estimate").
 */
export function quoteItems(items: CartItem[]) {
  return withInstallationLines(items, (i) => ({
    productId: i._id,
    variantId: i.variantId,
    qty: i.qty,
    ...(i.sample ? { sample: true } : {}),
  }));
}

/**
 * Prices the cart on the server (as the order will be charged) whenever lines, coupon, delivery or the shipping
 * address's country and province change; without an address the taxes are the shop province's (an estimate).
 */
export function useCartQuote(
  items: CartItem[],
  couponCode: string | undefined,
  shippingOptionId?: string,
  buyer?: { address?: { country: string; state: string } },
) {
  const [result, setResult] = useState<{ key: string; quote: CartQuote | null } | null>(null);
  // the lines' names come in the page's language (docs/requirements.md, "Content in four languages")
  const locale = useLocale();
  const country = buyer?.address?.country ?? '';
  const state = buyer?.address?.state.trim() ?? '';
  const key = useMemo(
    () =>
      JSON.stringify({
        items: quoteItems(items),
        couponCode,
        shippingOptionId,
        address: country && state ? { country, state } : undefined,
        locale,
      }),
    [items, couponCode, shippingOptionId, country, state, locale],
  );
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      quoteCartAction(JSON.parse(key)).then((quote) => {
        if (current) setResult({ key, quote });
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);
  return { quote: result?.quote ?? null, loading: result?.key !== key };
}
