'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import { cartLineUid, type CartProduct } from '@/domain/cart/cart';
import { useRouter } from '@/i18n/navigation';

/**
 * "Buy more of the same": puts an earlier order's boxes back in the cart and asks for its dye lots, so the new boxes
 * match those already laid while the lots last (docs/requirements.md, "Locations and lots"). The customer sets the
 * quantities in the cart.
 */
export function MoreOfTheSame({ order, lines }: { order: string; lines: (CartProduct & { qty: number })[] }) {
  const t = useTranslations('checkout.order');
  const { dispatch } = useCart();
  const router = useRouter();
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-body-gray p-4"
      data-testid="more-of-the-same"
    >
      <p className="max-w-prose text-sm text-gray-700">{t('moreOfTheSameHint')}</p>
      <button
        type="button"
        className="rounded-md bg-primary px-4 py-2 font-semibold text-ink hover:bg-primary-hover"
        onClick={() => {
          for (const { qty, ...product } of lines) dispatch({ type: 'add', item: { ...product, uid: cartLineUid(product), qty } });
          dispatch({ type: 'sameLotsAs', order });
          router.push('/cart');
        }}
      >
        {t('moreOfTheSame')}
      </button>
    </div>
  );
}
