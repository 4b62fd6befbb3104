'use client';

import { useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { Thumbnail } from '@/components/ui/thumbnail';
import type { CartQuote } from '@/server/orders/quote-cart';

/** The checkout's order summary: the server's quote of each line and every total, the refusal, the submit button. */
export function CheckoutSummary({
  quote,
  loading,
  money,
  formError,
  submitting,
}: {
  quote: CartQuote | null;
  loading: boolean;
  money: (amount: number) => string;
  formError: string | null;
  submitting: boolean;
}) {
  const t = useTranslations('checkout');
  return (
    <aside className="h-fit space-y-4 rounded-xl border border-body-gray bg-gray-50 p-5 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
      <ul className="space-y-3">
        {quote?.lines.map((l) => (
          <li key={`${l.productId}/${l.variantId ?? ''}`} className="flex items-center gap-3 text-sm">
            <div className="relative size-12 shrink-0 overflow-hidden rounded bg-gray-200">
              {l.image && <Thumbnail src={l.image} width={48} />}
            </div>
            <span className="flex-1" dir="auto">
              {l.name} × {l.qty}
              {!l.available && (
                <span className="block text-secondary-strong">
                  {l.stock > 0 ? t('cart.onlyLeft', { count: l.stock }) : t('cart.unavailable')}
                </span>
              )}
            </span>
            <span dir="ltr">{money(l.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="space-y-2 border-t border-body-gray pt-3 text-sm" aria-busy={loading}>
        <div className="flex justify-between">
          <dt>{t('cart.subtotal')}</dt>
          <dd dir="ltr">{money(quote?.totals.subtotal ?? 0)}</dd>
        </div>
        {!!quote?.totals.discount && (
          <div className="flex justify-between text-green-700">
            <dt>
              {t('cart.discount')} ({quote.coupon?.code})
            </dt>
            <dd dir="ltr">{money(-quote.totals.discount)}</dd>
          </div>
        )}
        {!!quote?.totals.rounding && (
          <div className="flex justify-between text-gray-500">
            <dt>{t('cart.rounding')}</dt>
            <dd dir="ltr">{money(quote.totals.rounding)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t('checkout.shippingCost')}</dt>
          <dd dir="ltr">{money(quote?.totals.shipping ?? 0)}</dd>
        </div>
        {quote?.totals.taxes.map((x) => (
          <div key={x.name} className="flex justify-between">
            <dt>{t('checkout.taxLine', { name: x.name, rate: x.rate })}</dt>
            <dd dir="ltr">{money(x.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-body-gray pt-2 text-base font-bold">
          <dt>{t('cart.total')}</dt>
          <dd dir="ltr" data-testid="checkout-total">
            {money(quote?.totals.total ?? 0)}
          </dd>
        </div>
      </dl>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-secondary-strong">
          {formError}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-secondary-strong px-5 py-3 font-semibold text-secondary-contrast hover:opacity-90 disabled:opacity-60"
      >
        {submitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {submitting ? t('checkout.placing') : t('checkout.placeOrder')}
      </button>
    </aside>
  );
}
