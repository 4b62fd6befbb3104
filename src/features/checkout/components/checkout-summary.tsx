'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Loader2 } from '@/components/ui/icons';
import { Thumbnail } from '@/components/ui/thumbnail';
import type { CartQuote } from '@/server/orders/quote-cart';
import { SummaryList, storeSummaryLabels } from '@/components/orders/summary-list';
import { summaryRows, variantName, type SummaryTotals } from '@/domain/orders/summary';
import { couponAppliedText, couponReasonText } from './coupon-text';
import { taxRegionName } from './tax-region';
import { installationArea } from '@/domain/cart/installation';
import { pickupReadiness, soldAs } from '@/domain/catalogue/stock-places';

/** before the first quote arrives: zeros, no discount or rounding */
const EMPTY_TOTALS: SummaryTotals = { subtotal: 0, discount: 0, shipping: 0, taxes: [], total: 0 };

/** The checkout's order summary: the server's quote of each line and every total, the refusal, the submit button. */
export function CheckoutSummary({
  quote,
  loading,
  money,
  totalMoney,
  formError,
  submitting,
}: {
  quote: CartQuote | null;
  loading: boolean;
  money: (amount: number) => string;
  /** the total, naming the currency (CA$) */
  totalMoney: (amount: number) => string;
  formError: string | null;
  submitting: boolean;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  // a pickup line whose boxes are not all at the showroom waits for them (docs/requirements.md, "Pickup and the showroom")
  const fromWarehouse = (l: CartQuote['lines'][number]) =>
    !!quote?.delivery?.pickup &&
    l.available &&
    !l.sample &&
    !l.installation &&
    pickupReadiness(l.qty, l.atPickup, l.stock, quote.pickupTransferDays)?.kind === 'transfer';
  return (
    <aside className="h-fit space-y-4 rounded-xl border border-body-gray bg-gray-50 p-5 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
      <ul className="space-y-3">
        {quote?.lines.map((l) => (
          <li
            key={`${l.productId}/${l.variantId ?? ''}/${l.sample ? 's' : ''}/${l.installation ? 'i' : ''}`}
            className="flex items-center gap-3 text-sm"
          >
            <div className="relative size-12 shrink-0 overflow-hidden rounded bg-gray-200">
              {l.image && <Thumbnail src={l.image} width={48} />}
            </div>
            <span className="flex-1">
              {l.installation ? (
                <span className="block" data-testid="summary-installation">
                  {t('cart.installationOf', { name: l.name, area: installationArea(l.qty, l.unitValue) })}
                </span>
              ) : (
                <span className="block">
                  <bdi lang={l.lang?.name}>{l.name}</bdi> <bdi dir="ltr">× {l.qty}</bdi>
                </span>
              )}
              {l.sample && (
                <span className="block text-xs font-semibold text-amber-900" data-testid="summary-sample">
                  {t('cart.sample')}
                </span>
              )}
              {variantName(l) && (
                <span className="block text-gray-600" data-testid="summary-variant">
                  {/* marked English when every name it shows stands in for a missing translation */}
                  <bdi lang={(!l.colorName || l.lang?.colorName) && (!l.attributeName || l.lang?.attributeName) ? 'en' : undefined}>
                    {variantName(l)}
                  </bdi>
                </span>
              )}
              {fromWarehouse(l) && (
                <span className="block text-xs text-gray-700" data-testid="summary-pickup-transfer">
                  {t('checkout.pickupTransfer', { days: quote!.pickupTransferDays, kind: soldAs(l.sellUnit) })}
                </span>
              )}
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
      <div className="border-t border-body-gray pt-3">
        <SummaryList
          rows={summaryRows(quote ? { ...quote.totals, couponCode: quote.coupon?.code } : EMPTY_TOTALS)}
          labels={storeSummaryLabels(t, locale)}
          money={money}
          totalMoney={totalMoney}
          totalTestId="checkout-total"
          busy={loading}
        />
        {quote?.taxRegion.estimate && !!quote.totals.taxes.length && (
          <p className="mt-2 text-xs text-gray-600" data-testid="checkout-tax-estimate">
            {t('checkout.taxEstimateNote', { region: taxRegionName(quote.taxRegion, locale) })}
          </p>
        )}
      </div>
      {quote?.couponError && (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="checkout-coupon-refused">
          {couponReasonText(t, quote.couponError, quote, money)}
        </p>
      )}
      {quote?.coupon && (
        <p className="text-sm text-green-800" data-testid="checkout-coupon">
          {couponAppliedText(t, quote.coupon, money)}
        </p>
      )}
      {quote?.tooManySamples && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-secondary-strong" data-testid="checkout-sample-limit">
          {t('errors.tooManySamples')}
        </p>
      )}
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
