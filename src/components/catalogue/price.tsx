import { isDiscounted } from '@/domain/catalogue/pricing';
import { clsx as cn } from 'clsx';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/money';

/** Charged price, with the original struck through when the discount is lower (docs/requirements.md, "Prices and discounts"). */
export function Price({
  price,
  discount,
  currency,
  size = 'md',
  className,
  from = false,
}: {
  price: number;
  discount: number;
  currency: string;
  /** said as "From $X": the variants' prices differ (docs/requirements.md, "Variants") */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const locale = useLocale();
  const t = useTranslations('catalogue');
  const amount = (
    <span
      data-testid="price"
      className={cn('font-bold text-ink', size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg' : 'text-sm')}
      dir="ltr"
    >
      {formatMoney(discount, locale, currency)}
    </span>
  );
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {from ? (
        <span className="text-sm text-gray-600" data-testid="from-price">
          {t.rich('fromPrice', { price: () => amount })}
        </span>
      ) : (
        amount
      )}
      {isDiscounted({ price, discount }) && (
        <s data-testid="original-price" className={cn('text-gray-500', size === 'lg' ? 'text-lg' : 'text-sm')} dir="ltr">
          {formatMoney(price, locale, currency)}
        </s>
      )}
    </span>
  );
}
