'use client';

import { lineLimit, MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { Thumbnail } from '@/components/ui/thumbnail';
import { QuantityInput } from '@/components/ui/quantity-input';
import { Fragment, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Layers, Minus, Plus, ShoppingBag, Tag, Trash2, X } from '@/components/ui/icons';
import { useCart } from '@/components/cart/cart-provider';
import { quoteCartAction } from '../actions';
import { quoteItems, useCartQuote } from './use-cart-quote';
import { couponAppliedText, couponReasonText } from './coupon-text';
import { SameLotsNotice } from './same-lots-notice';
import { formatMoney, totalSymbol } from '@/lib/money';
import { Link } from '@/i18n/navigation';
import { taxRegionName } from './tax-region';
import { SampleBadge } from '@/components/orders/sample-badge';
import { installationArea } from '@/domain/cart/installation';
import { lotWarning } from '@/domain/catalogue/stock-places';
import type { QuoteLine } from '@/server/orders/quote-cart';

export function CartView({ currencySymbol }: { currencySymbol: string }) {
  const t = useTranslations('checkout');
  const { cart, dispatch } = useCart();
  const { quote, loading } = useCartQuote(cart.items, cart.coupon?.code);
  const locale = useLocale();
  const symbol = quote?.currency.symbol ?? currencySymbol;
  const money = (amount: number) => formatMoney(amount, locale, symbol);
  // the total says which dollars (docs/requirements.md, "Currency")
  const totalMoney = (amount: number) => formatMoney(amount, locale, quote ? totalSymbol(quote.currency.name, symbol) : symbol);
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  if (!cart.loaded) return <div className="js-only h-64 animate-pulse rounded-xl bg-gray-100" aria-busy="true" />;

  if (!cart.items.length) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-body-gray py-20 text-center">
        <ShoppingBag className="size-12 text-gray-400" aria-hidden />
        <p className="mt-4 text-xl font-semibold">{t('cart.empty')}</p>
        <p className="mt-1 text-gray-600">{t('cart.emptyHint')}</p>
        <Link href="/shop" className="mt-6 rounded-md bg-primary px-5 py-2.5 font-semibold text-ink hover:bg-primary-hover">
          {t('cart.continueShopping')}
        </Link>
      </div>
    );
  }

  const lineOf = (productId: string, variantId?: string, sample?: boolean, installation = false) =>
    quote?.lines.find(
      (l) => l.productId === productId && l.variantId === variantId && l.sample === !!sample && l.installation === installation,
    );

  async function applyCoupon(e: React.FormEvent) {
    e.preventDefault();
    const wanted = code.trim();
    // an empty submit is answered, never silently ignored
    if (!wanted) return setCouponMessage(t('cart.couponEmpty'));
    setApplying(true);
    const q = await quoteCartAction({
      items: quoteItems(cart.items),
      couponCode: wanted,
    });
    setApplying(false);
    const reason = q?.couponError ?? (q ? null : 'unknown');
    // kept in the cart when it applies, or when the cart can still earn it (more to add, other products to add)
    if (!reason || reason === 'belowMinimum' || reason === 'noEligibleItems') {
      dispatch({ type: 'applyCoupon', coupon: { code: wanted.toUpperCase(), discount: q?.coupon?.value ?? 0 } });
      setCouponMessage(null);
      setCode('');
    } else setCouponMessage(couponReasonText(t, reason, q, money));
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
      <ul className="divide-y divide-body-gray rounded-xl border border-body-gray bg-white" aria-label={t('cart.title')}>
        {cart.items.map((item) => {
          const line = lineOf(item._id, item.variantId, item.sample);
          const installLine = item.install ? lineOf(item._id, item.variantId, false, true) : undefined;
          const price = line?.unitPrice ?? item.price;
          const max = lineLimit(line?.stock ?? item.stock);
          // the quote's current largest lot, else the one the product page showed (docs/requirements.md, "Largest matching lot")
          const largestLot = item.sample ? null : line ? line.largestLot : item.largestLot;
          const lotLimit = lotWarning(item.qty, largestLot, largestLot != null);
          return (
            <li key={item.uid} className="flex gap-3 p-3 sm:gap-4 sm:p-4" data-testid="cart-line">
              <div className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:size-24">
                {(line?.image ?? item.image) && <Thumbnail src={(line?.image ?? item.image)!} width={96} />}
              </div>
              <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <Link
                    href={`/product/${line?.slug ?? item.slug}`}
                    dir="auto"
                    lang={line?.name ? line.lang?.name : undefined}
                    className="font-semibold hover:text-secondary-strong"
                  >
                    {line?.name || item.name}
                  </Link>
                  {item.sample && (
                    <p>
                      <SampleBadge label={t('cart.sample')} testId="cart-sample" />
                    </p>
                  )}
                  {(item.color || item.attribute) && (
                    <p dir="auto" className="text-sm text-gray-600" data-testid="cart-variant">
                      {/* the quote's names are in the page's language; the line's own are those of the page it was added on */}
                      {[
                        { text: line?.colorName ?? item.color?.name, lang: line?.colorName ? line.lang?.colorName : undefined },
                        {
                          text: line?.attributeName ?? item.attribute?.name,
                          lang: line?.attributeName ? line.lang?.attributeName : undefined,
                        },
                      ]
                        .filter((part) => part.text)
                        .map((part, i) => (
                          <Fragment key={i}>
                            {i > 0 && ' · '}
                            <bdi lang={part.lang}>{part.text}</bdi>
                          </Fragment>
                        ))}
                    </p>
                  )}
                  {!item.sample && (
                    <p className="text-sm text-gray-600">
                      {t('cart.unitPrice')}: <span dir="ltr">{money(price)}</span>
                    </p>
                  )}
                  {(line?.installPrice != null || item.install) && (
                    <InstallationChoice
                      install={!!item.install}
                      rate={quote?.installationRate ?? 0}
                      line={installLine}
                      money={money}
                      onChange={(install) => dispatch({ type: 'setInstall', uid: item.uid, install })}
                    />
                  )}
                  {item.qty >= MAX_LINE_QUANTITY && (
                    <p className="text-sm text-secondary-strong" role="status">
                      {t('cart.lineLimit', { count: MAX_LINE_QUANTITY })}
                    </p>
                  )}
                  {lotLimit !== null && (!line || line.available) && (
                    <p className="flex items-start gap-2 text-sm text-amber-900" role="status" data-testid="lot-warning">
                      <Layers className="mt-0.5 size-4 shrink-0" aria-hidden />
                      <span>{t('cart.lotWarning', { count: lotLimit })}</span>
                    </p>
                  )}
                  {line && !line.available && (
                    <p className="text-sm font-medium text-secondary-strong" role="alert">
                      {line.stock > 0 ? t('cart.onlyLeft', { count: line.stock }) : t('cart.unavailable')}
                    </p>
                  )}
                </div>
                {/* one row at 390 px too: the stepper, the amount (which takes what is left) and the remove button */}
                <div className="flex items-center gap-1.5 sm:gap-4">
                  {!item.sample && (
                    <div className="flex shrink-0 items-center rounded-md border border-body-gray">
                      <button
                        type="button"
                        className="p-2 hover:bg-gray-100"
                        aria-label={t('cart.decrease')}
                        onClick={() => dispatch({ type: 'decrement', uid: item.uid })}
                      >
                        <Minus className="size-4" aria-hidden />
                      </button>
                      <QuantityInput
                        className="w-11 border-x border-body-gray py-1.5 text-center sm:w-14"
                        aria-label={t('cart.quantity')}
                        value={item.qty}
                        max={Math.max(1, max)}
                        onChange={(qty) => dispatch({ type: 'setQty', uid: item.uid, qty })}
                      />
                      <button
                        type="button"
                        className="p-2 hover:bg-gray-100 disabled:opacity-40"
                        aria-label={t('cart.increase')}
                        disabled={item.qty >= max}
                        onClick={() => dispatch({ type: 'increment', uid: item.uid })}
                      >
                        <Plus className="size-4" aria-hidden />
                      </button>
                    </div>
                  )}
                  <p
                    className="min-w-0 flex-1 text-end font-semibold whitespace-nowrap sm:w-24 sm:flex-none"
                    dir="ltr"
                    data-testid="line-total"
                  >
                    {item.sample ? t('checkout.free') : money(line?.lineTotal ?? price * item.qty)}
                  </p>
                  <button
                    type="button"
                    className="shrink-0 p-2 text-gray-500 hover:text-secondary-strong"
                    aria-label={t('cart.remove')}
                    onClick={() => dispatch({ type: 'remove', uid: item.uid })}
                  >
                    <Trash2 className="size-5" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <aside className="h-fit space-y-5 rounded-xl border border-body-gray bg-gray-50 p-5" aria-label={t('cart.summary')}>
        <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
        <SameLotsNotice />
        {quote?.coupon && (!cart.coupon || quote.coupon.code === cart.coupon.code.toUpperCase() || quote.coupon.automatic) && (
          <div
            className="flex items-start justify-between gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-800"
            data-testid="cart-coupon"
          >
            <span className="flex items-start gap-2">
              <Tag className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="block">{couponAppliedText(t, quote.coupon, money)}</span>
                {quote.coupon.automatic && <span className="block text-xs">{t('cart.couponAutomatic')}</span>}
                {quote.coupon.scope && <span className="block text-xs">{t('cart.couponLimited')}</span>}
              </span>
            </span>
            {cart.coupon && quote.coupon.code === cart.coupon.code.toUpperCase() && (
              <button type="button" aria-label={t('cart.removeCoupon')} onClick={() => dispatch({ type: 'applyCoupon', coupon: null })}>
                <X className="size-4" aria-hidden />
              </button>
            )}
          </div>
        )}
        {cart.coupon && quote && quote.coupon?.code !== cart.coupon.code.toUpperCase() && (
          <div
            className="flex items-start justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
            role="status"
            data-testid="cart-coupon-refused"
          >
            <span>
              <span className="block font-medium">{t('cart.couponNotApplied', { code: cart.coupon.code })}</span>
              <span className="block">{couponReasonText(t, quote.couponError ?? 'unknown', quote, money)}</span>
            </span>
            <button type="button" aria-label={t('cart.removeCoupon')} onClick={() => dispatch({ type: 'applyCoupon', coupon: null })}>
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
        {!cart.coupon && (
          <form onSubmit={applyCoupon} className="space-y-1">
            <label htmlFor="coupon" className="text-sm font-medium">
              {t('cart.couponLabel')}
            </label>
            <div className="flex gap-2">
              <input
                id="coupon"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                placeholder={t('cart.couponPlaceholder')}
                className="min-w-0 flex-1 rounded-md border border-body-gray bg-white px-3 py-2"
                maxLength={40}
              />
              <button
                type="submit"
                disabled={applying}
                className="rounded-md bg-ink px-4 py-2 font-semibold text-white disabled:opacity-50"
              >
                {t('cart.apply')}
              </button>
            </div>
            {couponMessage && (
              <p className="text-sm text-secondary-strong" role="alert">
                {couponMessage}
              </p>
            )}
          </form>
        )}
        {quote?.tooManySamples && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-secondary-strong" data-testid="cart-sample-limit">
            {t('errors.tooManySamples')}
          </p>
        )}
        <dl className="space-y-2 text-sm" aria-busy={loading}>
          <div className="flex justify-between">
            <dt>{t('cart.subtotal')}</dt>
            <dd dir="ltr">{money(quote?.totals.subtotal ?? 0)}</dd>
          </div>
          {!!quote?.totals.goodsDiscount && (
            <div className="flex justify-between text-green-700">
              <dt>{t('cart.discount')}</dt>
              <dd dir="ltr" data-testid="cart-discount">
                {money(-quote.totals.goodsDiscount)}
              </dd>
            </div>
          )}
          {!!quote?.totals.rounding && (
            <div className="flex justify-between text-gray-500">
              <dt>{t('cart.rounding')}</dt>
              <dd dir="ltr">{money(quote.totals.rounding)}</dd>
            </div>
          )}
          <div className="flex justify-between border-t border-body-gray pt-2 text-base font-bold">
            <dt>{t('cart.total')}</dt>
            <dd dir="ltr" data-testid="cart-total">
              {totalMoney(quote?.totals.afterDiscount ?? 0)}
            </dd>
          </div>
        </dl>
        {!!quote?.totals.taxes.length && (
          // no address yet: the taxes of the shop's own province, as an estimate (docs/requirements.md, "Taxes (GST and PST)")
          <div className="space-y-1 text-sm text-gray-600" data-testid="cart-tax-estimate">
            <p className="font-medium">{t('cart.taxEstimate', { region: taxRegionName(quote.taxRegion, locale) })}</p>
            <dl className="space-y-1">
              {quote.totals.taxes.map((x) => (
                <div key={x.name} className="flex justify-between">
                  <dt>{t('checkout.taxLine', { name: x.name, rate: x.rate })}</dt>
                  <dd dir="ltr">{money(x.amount)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <p className="text-xs text-gray-600">{loading ? t('cart.updating') : t('cart.taxesAtCheckout')}</p>
        <Link
          href="/checkout"
          className="block rounded-md bg-secondary-strong px-5 py-3 text-center font-semibold text-secondary-contrast hover:opacity-90"
        >
          {t('cart.checkout')}
        </Link>
      </aside>
    </div>
  );
}

/**
 * A floor line's installation estimate (docs/requirements.md, "Installation estimate"): the box to add it at the
 * shop's rate per sq ft and, once added, the service line with the area the boxes cover and its price.
 */
function InstallationChoice({
  install,
  rate,
  line,
  money,
  onChange,
}: {
  install: boolean;
  rate: number;
  line: QuoteLine | undefined;
  money: (amount: number) => string;
  onChange: (install: boolean) => void;
}) {
  const t = useTranslations('checkout.cart');
  return (
    <div className="mt-1 space-y-1 text-sm" data-testid="cart-installation">
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 shrink-0 accent-ink" checked={install} onChange={(e) => onChange(e.target.checked)} />
        <span>{rate > 0 ? t('addInstallation', { rate: money(rate) }) : t('installationTitle')}</span>
      </label>
      {install && line && (
        <p
          className={line.available ? 'flex flex-wrap justify-between gap-x-3 rounded-md bg-gray-50 px-2 py-1' : 'text-secondary-strong'}
          data-testid="cart-installation-line"
          role={line.available ? undefined : 'alert'}
        >
          {line.available ? (
            <>
              <span>{t('installationLine', { area: installationArea(line.qty, line.unitValue) })}</span>
              <span dir="ltr" className="font-semibold">
                {money(line.lineTotal)}
              </span>
            </>
          ) : (
            t('installationUnavailable')
          )}
        </p>
      )}
    </div>
  );
}
