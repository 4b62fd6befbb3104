'use client';

import { useEffect, useState } from 'react';
import { Thumbnail } from '@/components/ui/thumbnail';
import { X } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_COMPARE } from '@/domain/cart/cart';
import { specificationRows } from '@/domain/catalogue/compare';
import { formatUnit, unitWord } from '@/domain/catalogue/units';
import { isDiscounted, pricePerSqFt } from '@/domain/catalogue/pricing';
import { formatMoney } from '@/lib/money';
import type { ProductDetailDto } from '@/server/catalogue/get-product';
import { loadCompareAction } from '../actions';
import { useCart } from '@/components/cart/cart-provider';
import { AddToCartButton } from '../components/add-to-cart-button';
import { Link } from '@/i18n/navigation';

/** Up to four products of the compare list side by side, every specification row included. */
export function CompareView({ currencySymbol }: { currencySymbol: string }) {
  const t = useTranslations('checkout.compare');
  const units = useTranslations('catalogue.units');
  const locale = useLocale();
  // the server sends the page's language, English marked where it stands in (docs/requirements.md, "Content in four languages")
  const nameOf = (p: ProductDetailDto) => ({ text: p.name, lang: p.lang?.name });
  const { cart, dispatch } = useCart();
  const [loaded, setLoaded] = useState<{ key: string; products?: ProductDetailDto[] } | null>(null);
  const key = cart.compare.join(',');

  useEffect(() => {
    if (!cart.loaded || !key) return;
    let alive = true;
    loadCompareAction({ ids: key.split(','), locale })
      .then((r) => alive && setLoaded({ key, products: r.ok ? r.data : undefined }))
      .catch(() => alive && setLoaded({ key }));
    return () => {
      alive = false;
    };
  }, [cart.loaded, key, locale]);

  const have = loaded?.products ?? [];
  // a removed column disappears at once; an added one waits for its data
  const waiting = cart.compare.length > 0 && loaded?.key !== key && (!loaded || cart.compare.some((id) => !have.some((p) => p._id === id)));
  if (!cart.loaded || waiting)
    return (
      <p className="js-only py-10 text-gray-600" role="status">
        {t('loading')}
      </p>
    );
  if (cart.compare.length > 0 && loaded && !loaded.products)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {t('error')}
      </p>
    );
  const products = cart.compare.map((id) => have.find((p) => p._id === id)).filter((p): p is ProductDetailDto => !!p);
  if (!products.length)
    return (
      <div className="rounded-xl border border-body-gray bg-white p-10 text-center">
        <p className="text-lg font-semibold">{t('empty')}</p>
        <p className="mt-2 text-gray-600">{t('emptyHint', { max: MAX_COMPARE })}</p>
        <Link href="/shop" className="mt-6 inline-flex rounded-md bg-primary px-5 py-3 font-semibold text-ink hover:bg-primary-hover">
          {t('browse')}
        </Link>
      </div>
    );

  const money = (n: number) => formatMoney(n, locale, currencySymbol);
  const specs = specificationRows(products);
  const remove = (id: string) => dispatch({ type: 'updateCompare', list: cart.compare.filter((x) => x !== id) });
  const th = 'sticky start-0 z-10 w-28 bg-gray-50 p-3 text-start align-top text-sm font-semibold text-gray-700 md:w-40';
  const td = 'border-s border-body-gray p-3 align-top text-sm';
  const row = (label: string, cell: (p: ProductDetailDto) => React.ReactNode, testId?: string) => (
    <tr className="border-t border-body-gray" data-testid={testId}>
      <th scope="row" className={th}>
        {label}
      </th>
      {products.map((p) => (
        <td key={p._id} className={td}>
          {cell(p)}
        </td>
      ))}
    </tr>
  );

  return (
    <div className="overflow-x-auto rounded-xl border border-body-gray bg-white shadow-sm">
      {/* columns keep a readable width on phones; the table scrolls sideways instead of squeezing */}
      <table
        className="w-full table-fixed border-collapse"
        style={{ minWidth: `${7 + products.length * 11}rem` }}
        data-testid="compare-table"
      >
        <thead>
          <tr>
            <td className={th} />
            {products.map((p) => (
              <th key={p._id} scope="col" className={`${td} relative text-start font-normal`} data-testid="compare-column">
                <button
                  type="button"
                  onClick={() => remove(p._id)}
                  aria-label={t('remove', { name: p.name })}
                  title={t('remove', { name: p.name })}
                  className="absolute end-2 top-2 z-10 rounded-full bg-white/90 p-1.5 text-gray-600 shadow hover:text-secondary-strong"
                >
                  <X className="size-4" aria-hidden />
                </button>
                <Link href={`/product/${p.slug}`} className="block">
                  <span className="relative mb-3 block aspect-square overflow-hidden rounded-lg bg-gray-100">
                    {p.images[0] && <Thumbnail src={p.images[0].url} alt={p.images[0].alt || p.name} width={240} />}
                  </span>
                  <span dir="auto" lang={nameOf(p).lang} className="line-clamp-2 font-semibold hover:text-secondary-strong">
                    {nameOf(p).text}
                  </span>
                </Link>
                <div className="mt-3">
                  {p.type === 'variable' ? (
                    <Link
                      href={`/product/${p.slug}`}
                      className="inline-flex w-full items-center justify-center rounded-md border border-ink px-3 py-2 text-sm font-semibold hover:bg-ink hover:text-white"
                    >
                      {t('chooseOptions')}
                    </Link>
                  ) : (
                    <AddToCartButton
                      size="sm"
                      className="w-full"
                      product={{
                        _id: p._id,
                        name: p.name,
                        slug: p.slug,
                        image: p.images[0]?.url,
                        unit: p.unit,
                        unitValue: p.unitValue,
                        price: p.discount,
                        stock: p.stock,
                      }}
                    />
                  )}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row(t('price'), (p) => (
            <span className="inline-flex flex-wrap items-baseline gap-x-2" dir="ltr">
              <span className="text-lg font-bold">{money(p.discount)}</span>
              {isDiscounted(p) && <s className="text-gray-500">{money(p.price)}</s>}
            </span>
          ))}
          {row(t('perSqFt'), (p) => {
            const v = pricePerSqFt(p);
            return v === null ? <span className="text-gray-400">—</span> : <span dir="ltr">{money(v)}</span>;
          })}
          {row(t('unit'), (p) => (
            <bdi>
              {p.unitValue > 0
                ? `${formatUnit(p.unitValue, p.unit, locale, units)} / ${unitWord(p.sellUnit, units)}`
                : unitWord(p.sellUnit, units)}
            </bdi>
          ))}
          {row(t('brand'), (p) =>
            p.brand ? <bdi lang={p.brand.lang?.name}>{p.brand.name}</bdi> : <span className="text-gray-400">—</span>,
          )}
          {row(t('colors'), (p) =>
            p.colors.length ? (
              <ul className="flex flex-wrap gap-2">
                {p.colors.map((c) => (
                  <li key={c._id} className="inline-flex items-center gap-1.5">
                    <span className="size-4 rounded-full border border-gray-300" style={{ backgroundColor: c.hex }} aria-hidden />
                    <bdi lang={c.lang?.name}>{c.name}</bdi>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-gray-400">—</span>
            ),
          )}
          {row(t('stock'), (p) => (
            <span className={p.inStock ? 'font-medium text-green-700' : 'font-medium text-red-700'}>
              {p.inStock ? t('inStock') : t('outOfStock')}
            </span>
          ))}
          {specs.length > 0 && (
            <tr className="border-t border-body-gray bg-body-gray/30">
              <th scope="colgroup" colSpan={products.length + 1} className="p-3 text-start font-bold">
                {t('specifications')}
              </th>
            </tr>
          )}
          {specs.map((spec) => (
            <tr key={spec.key} className="border-t border-body-gray" data-testid="spec-row">
              <th scope="row" className={th}>
                <bdi lang={spec.lang}>{spec.name}</bdi>
              </th>
              {products.map((p, i) => (
                <td key={p._id} className={td}>
                  <bdi lang={spec.values[i]?.lang}>{spec.values[i]?.value ?? ''}</bdi>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
