import { isDiscounted } from '@/domain/catalogue/pricing';
import { clsx as cn } from 'clsx';
import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/money';

/** Charged price, with the original struck through when the discount is lower (docs/requirements.md, "Prices and discounts"). */
export function Price({
  price,
  discount,
  currency,
  size = 'md',
  className,
}: {
  price: number;
  discount: number;
  currency: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const locale = useLocale();
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        data-testid="price"
        className={cn('font-bold text-ink', size === 'lg' ? 'text-3xl' : size === 'md' ? 'text-lg' : 'text-sm')}
        dir="ltr"
      >
        {formatMoney(discount, locale, currency)}
      </span>
      {isDiscounted({ price, discount }) && (
        <s data-testid="original-price" className={cn('text-gray-500', size === 'lg' ? 'text-lg' : 'text-sm')} dir="ltr">
          {formatMoney(price, locale, currency)}
        </s>
      )}
    </span>
  );
}
