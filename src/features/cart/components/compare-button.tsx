'use client';

import { GitCompareArrows } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { toast } from '@/components/ui/toast';
import { MAX_COMPARE } from '@/domain/cart/cart';
import { useCart } from '@/components/cart/cart-provider';
import { useRouter } from '@/i18n/navigation';

export function CompareButton({
  productId,
  productName,
  withLabel = false,
}: {
  productId: string;
  productName: string;
  withLabel?: boolean;
}) {
  const t = useTranslations('catalogue.actions');
  const tc = useTranslations('checkout.compare');
  const router = useRouter();
  const { cart, dispatch } = useCart();
  const active = cart.compare.includes(productId);
  const full = !active && cart.compare.length >= MAX_COMPARE;
  const label = active
    ? t('removeFromCompare', { name: productName })
    : full
      ? t('compareFull', { max: MAX_COMPARE })
      : t('addToCompare', { name: productName });
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={label}
      title={label}
      disabled={full}
      onClick={() => {
        const list = active ? cart.compare.filter((id) => id !== productId) : [...cart.compare, productId];
        dispatch({ type: 'updateCompare', list });
        if (!active)
          toast.success(tc('added', { name: productName }), {
            id: 'compare',
            action: { label: tc('viewCompare', { count: list.length }), onClick: () => router.push('/compare') },
          });
      }}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-md border px-2.5 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:opacity-50',
        active
          ? 'border-secondary bg-secondary/10 text-secondary-strong'
          : 'border-gray-300 text-gray-700 hover:border-secondary hover:text-secondary-strong',
      )}
    >
      <GitCompareArrows className="size-4" aria-hidden />
      {withLabel && <span>{t('compare')}</span>}
    </button>
  );
}
