'use client';

import { useCallback, useEffect, useState } from 'react';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Trash2 } from '@/components/ui/icons';
import { useLocale, useTranslations } from 'next-intl';
import { isDiscounted, pricePerSqFt } from '@/domain/catalogue/pricing';
import { pickText } from '@/domain/content/translations';
import { formatMoney } from '@/lib/money';
import type { ProductCardDto } from '@/server/catalogue/dto';
import { loadProductCardsAction } from '../actions';
import { useCart } from '@/components/cart/cart-provider';
import { AddToCartButton } from '../components/add-to-cart-button';
import { useWishlist } from '../components/use-wishlist';
import { Link } from '@/i18n/navigation';

/** The wishlist: the browser's list for guests, the account's list for signed-in customers. */
export function WishlistView({ currencySymbol }: { currencySymbol: string }) {
  const t = useTranslations('checkout.wishlist');
  const locale = useLocale();
  // the brand in the page's language, English marked where it stands in (docs/requirements.md, "Content in four languages")
  const brandOf = (brand: string, p: ProductCardDto) => {
    const picked = pickText(brand, p.brandTranslations, 'name', locale);
    return { text: picked.text, lang: picked.fallback ? ('en' as const) : undefined };
  };
  // the name likewise
  const nameOf = (p: ProductCardDto) => {
    const picked = pickText(p.name, p.translations, 'name', locale);
    return { text: picked.text, lang: picked.fallback ? ('en' as const) : undefined };
  };
  const { dispatch } = useCart();
  const wishlist = useWishlist();
  const mounted = useHydrated();
  const [loaded, setLoaded] = useState<{ key: string; products?: ProductCardDto[] } | null>(null);
  // null until the browser knows the session (and, signed in, the account's list): no guest list flashes first
  const ids = mounted ? wishlist.ids : null;
  const failed = wishlist.failed;
  const key = ids?.join(',') ?? null;

  useEffect(() => {
    if (!key) return;
    let alive = true;
    loadProductCardsAction(key.split(','))
      .then((r) => alive && setLoaded({ key, products: r.ok ? r.data : undefined }))
      .catch(() => alive && setLoaded({ key }));
    return () => {
      alive = false;
    };
  }, [key]);

  const { toggle } = wishlist;
  const remove = useCallback(
    async (id: string) => dispatch({ type: 'updateWishlist', count: (await toggle(id)).length }),
    [dispatch, toggle],
  );

  const have = loaded?.products ?? [];
  const waiting = !!key && loaded?.key !== key && (!loaded || ids!.some((id) => !have.some((p) => p._id === id)));
  if (failed || (key && loaded?.key === key && !loaded.products))
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {t('error')}
      </p>
    );
  if (key === null || waiting)
    return (
      <p className="js-only py-10 text-gray-600" role="status">
        {t('loading')}
      </p>
    );
  const products = (ids ?? []).map((id) => have.find((p) => p._id === id)).filter((p): p is ProductCardDto => !!p);
  if (!products.length)
    return (
      <div className="rounded-xl border border-body-gray bg-white p-10 text-center">
        <p className="text-lg font-semibold">{t('empty')}</p>
        <p className="mt-2 text-gray-600">{t('emptyHint')}</p>
        <Link href="/shop" className="mt-6 inline-flex rounded-md bg-primary px-5 py-3 font-semibold text-ink hover:bg-primary-hover">
          {t('browse')}
        </Link>
      </div>
    );

  const money = (n: number) => formatMoney(n, locale, currencySymbol);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" data-testid="wishlist-items">
      {products.map((p) => {
        const perSqFt = pricePerSqFt(p);
        return (
          <li key={p._id}>
            <article
              data-testid="wishlist-card"
              className="flex h-full flex-col overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm"
            >
              <Link href={`/product/${p.slug}`} className="relative block aspect-square bg-gray-100" tabIndex={-1} aria-hidden>
                {p.image && <Thumbnail src={p.image} width={320} />}
              </Link>
              <div className="flex flex-1 flex-col gap-2 p-4">
                {p.brand && (
                  <p dir="auto" lang={brandOf(p.brand, p).lang} className="truncate text-xs text-gray-500">
                    {brandOf(p.brand, p).text}
                  </p>
                )}
                <h2 dir="auto" lang={nameOf(p).lang} className="line-clamp-2 font-semibold leading-snug">
                  <Link href={`/product/${p.slug}`} className="hover:text-secondary-strong">
                    {nameOf(p).text}
                  </Link>
                </h2>
                <p className="mt-auto flex flex-wrap items-baseline gap-x-2" dir="ltr">
                  <span className="text-lg font-bold">{money(p.discount)}</span>
                  {isDiscounted(p) && <s className="text-sm text-gray-500">{money(p.price)}</s>}
                  {perSqFt !== null && <span className="text-xs text-gray-600">{t('perSqFt', { price: money(perSqFt) })}</span>}
                </p>
                <div className="flex items-center gap-1.5 pt-2">
                  {p.type === 'variable' ? (
                    <Link
                      href={`/product/${p.slug}`}
                      className="inline-flex min-w-0 flex-1 items-center justify-center truncate rounded-md border border-ink px-2 py-2 text-sm font-semibold hover:bg-ink hover:text-white"
                    >
                      {t('chooseOptions')}
                    </Link>
                  ) : (
                    <AddToCartButton
                      size="sm"
                      className="flex-1"
                      product={{
                        _id: p._id,
                        name: p.name,
                        slug: p.slug,
                        image: p.image ?? undefined,
                        unit: p.unit,
                        unitValue: p.unitValue,
                        price: p.discount,
                        stock: p.stock,
                      }}
                    />
                  )}
                  <button
                    type="button"
                    onClick={() => void remove(p._id)}
                    aria-label={t('remove', { name: p.name })}
                    title={t('remove', { name: p.name })}
                    className="inline-flex items-center justify-center rounded-md border border-gray-300 px-2.5 py-2 text-gray-700 hover:border-secondary hover:text-secondary-strong"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
