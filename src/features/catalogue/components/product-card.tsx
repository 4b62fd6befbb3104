import { Star } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { getLocale, getTranslations } from 'next-intl/server';
import { discountPercent, pricePerSqFt } from '@/domain/catalogue/pricing';
import type { ProductCardDto } from '@/server/catalogue/dto';
import { cardBrand, cardName } from '@/server/catalogue/localize';
import { formatMoney } from '@/lib/money';
import { plainNumber } from '@/lib/format';
import { formatUnit, unitWord } from '@/domain/catalogue/units';
import { bdi } from '@/components/ui/bidi';
import { Price } from '@/components/catalogue/price';
import { StockBadge } from './stock-badge';
import { formatRating } from './reviews/format-rating';
import { Link } from '@/i18n/navigation';

/** A product in a grid. `actions` is the cart area's add-to-cart / wishlist / compare controls, composed by the page. */
export async function ProductCard({
  product: p,
  currency,
  actions,
  eager = false,
}: {
  product: ProductCardDto;
  currency: string;
  actions?: React.ReactNode;
  eager?: boolean;
}) {
  const [t, units, locale] = await Promise.all([getTranslations('catalogue.card'), getTranslations('catalogue.units'), getLocale()]);
  const shown = cardName(p, locale);
  const brand = cardBrand(p, locale);
  const perSqFt = pricePerSqFt(p);
  const off = discountPercent(p);
  return (
    <article
      data-testid="product-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg"
    >
      <Link href={`/product/${p.slug}`} className="relative block aspect-square overflow-hidden bg-gray-100" tabIndex={-1} aria-hidden>
        {p.image && (
          <Picture
            src={p.image}
            alt=""
            fill
            maxWidth={828}
            sizes="(min-width:1280px) 300px, (min-width:768px) 33vw, 50vw"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className="object-cover transition duration-500 group-hover:scale-105"
          />
        )}
        {off > 0 && (
          <span
            className="absolute start-3 top-3 rounded-md bg-secondary-strong px-2 py-1 text-xs font-bold text-secondary-contrast"
            data-testid="sale-badge"
          >
            -{plainNumber(off, locale)}%
          </span>
        )}
      </Link>
      <StockBadge inStock={p.inStock} className="absolute end-3 top-3 shadow-sm" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {brand && (
          <p dir="auto" lang={brand.lang} className="truncate text-xs text-gray-500">
            {brand.name}
          </p>
        )}
        <h3 dir="auto" lang={shown.lang} className="line-clamp-2 min-h-[2.75rem] font-semibold leading-snug">
          <Link href={`/product/${p.slug}`} className="hover:text-secondary-strong">
            {shown.name}
          </Link>
        </h3>
        {p.rating && (
          <p className="flex items-center gap-1 text-xs text-gray-600" data-testid="card-rating">
            <Star className="size-3.5 shrink-0 text-amber-500" fill="currentColor" strokeWidth={0} aria-hidden />
            <span className="sr-only">{t('rating', { rating: formatRating(p.rating.average, locale), count: p.rating.count })}</span>
            <span aria-hidden>
              <span className="font-semibold text-gray-800">{formatRating(p.rating.average, locale)}</span>{' '}
              {t('ratingCount', { count: p.rating.count })}
            </span>
          </p>
        )}
        <p className="text-sm text-gray-600" data-testid="unit">
          {p.unit === p.sellUnit || !(p.unitValue > 0) // no unit value (0): priced per sell unit only
            ? t.rich('perSell', { sellUnit: unitWord(p.sellUnit, units), bdi })
            : t.rich('per', { unit: formatUnit(p.unitValue, p.unit, locale, units), sellUnit: unitWord(p.sellUnit, units), bdi })}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
          <Price price={p.price} discount={p.discount} currency={currency} from={p.fromPrice} />
          {perSqFt !== null && (
            <span className="text-xs font-medium text-gray-600" data-testid="price-per-sqft" dir="ltr">
              {t('perSqFt', { price: formatMoney(perSqFt, locale, currency) })}
            </span>
          )}
        </div>
        {actions && <div className="pt-2">{actions}</div>}
      </div>
    </article>
  );
}
