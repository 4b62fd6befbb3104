import { getTranslations } from 'next-intl/server';
import { clsx } from 'clsx';

/** In stock / out of stock by the stock rule (docs/requirements.md, "Stock rule") (computed on the server). */
export async function StockBadge({ inStock, className }: { inStock: boolean; className?: string }) {
  const t = await getTranslations('catalogue.stock');
  return (
    <span
      data-testid="stock-badge"
      className={clsx(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        inStock ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200' : 'bg-red-50 text-red-700 ring-1 ring-red-200',
        className,
      )}
    >
      {inStock ? t('inStock') : t('outOfStock')}
    </span>
  );
}
