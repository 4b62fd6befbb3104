import { Picture } from '@/components/ui/picture';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatMoney, totalSymbol } from '@/lib/money';
import type { OrderDetailDto } from '@/server/orders/find-order';
import { Link } from '@/i18n/navigation';
import { SummaryList, storeSummaryLabels } from '@/components/orders/summary-list';
import { orderSummaryRows, variantName } from '@/domain/orders/summary';
import { lotText, mixedLots } from '@/domain/catalogue/line-lots';
import { isolateFor } from '@/lib/bidi-text';
import { isLocale, localeDir } from '@/i18n/locales';
import { customerDelivery, customerItemName, customerVariant } from '@/domain/orders/local-name';
import { PaymentStatusLabel } from '@/components/orders/payment-status';
import { ShipmentTracking } from '@/components/orders/shipment-tracking';
import { restToShip } from '@/domain/orders/shipment';
import { SampleBadge } from '@/components/orders/sample-badge';
import { OpeningHoursList } from '@/components/opening-hours';
import { customerStatus } from '@/domain/orders/status';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { storeAddress } from '@/server/settings/store-address';

/**
 * Each value isolated, so that on an Arabic page a Latin street keeps its order ("13450 104 Ave", not "Ave 104 13450")
 * and the commas stay between the values (docs/architecture.md, "Right-to-left text").
 */
function Address({ a }: { a: OrderDetailDto['billing'] }) {
  return (
    <address className="text-sm not-italic leading-6 text-gray-700" data-testid="order-address">
      <bdi>{a.fullName}</bdi>
      <br />
      {/* a showroom pickup's contact has no address */}
      {a.house && (
        <>
          <bdi>{a.house}</bdi>, <bdi>{a.city}</bdi>, <bdi>{`${a.state} ${a.zipCode}`}</bdi>, <bdi>{a.country}</bdi>
          <br />
        </>
      )}
      <bdi dir="ltr">{a.phone}</bdi> · <bdi dir="ltr">{a.email}</bdi>
    </address>
  );
}

/** An order as its customer sees it: confirmation page, guest lookup and profile history. */
export async function OrderDetail({
  order,
  symbol,
  after,
}: {
  order: OrderDetailDto;
  symbol: string;
  /** shown under the lines: what the page offers to do next with them */
  after?: React.ReactNode;
}) {
  const [t, format, locale] = await Promise.all([getTranslations('checkout'), getFormatter(), getLocale()]);
  const lotWords = { shade: t('order.lotShade'), caliber: t('order.lotCaliber') };
  const isolate = isolateFor(isLocale(locale) ? localeDir(locale) : 'ltr');
  // a showroom pickup shows where and when to collect it (docs/requirements.md, "Showroom pickup")
  const settings = order.pickup ? await getSettingsOrDefaults() : null;
  const showroom = settings ? { address: storeAddress(settings).full, hours: settings.openingHours } : null;
  const money = (v: string | number) => formatMoney(v, locale, symbol);
  // the total says which dollars, in the order's own currency (docs/requirements.md, "Currency")
  const totalMoney = (v: number) => formatMoney(v, locale, totalSymbol(order.currency, symbol));
  const date = (iso: string) => format.dateTime(new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });
  return (
    <article className="space-y-6" data-testid="order-detail">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-gray-50 p-5">
        <div>
          <p className="text-sm text-gray-600">{t('order.number')}</p>
          <p className="text-2xl font-bold" dir="ltr" data-testid="order-number">
            {order.number}
          </p>
        </div>
        <div>
          <p className="text-sm text-gray-600">{t('order.placedOn')}</p>
          <p className="font-semibold">{date(order.createdAt)}</p>
        </div>
        <div>
          <p className="text-sm text-gray-600">{t('order.status')}</p>
          <p className="inline-block rounded-full bg-primary/20 px-3 py-1 text-sm font-semibold" data-testid="order-status">
            {t(`order.statuses.${customerStatus(order.status, order.pickup)}`)}
          </p>
        </div>
        <div>
          <p className="text-sm text-gray-600">{t('order.payment')}</p>
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {t(`checkout.${order.paymentMethod}`)}
            <PaymentStatusLabel status={order.paymentStatus} amountPaid={order.amountPaid} balanceDue={order.balanceDue} symbol={symbol} />
          </p>
          {order.paymentReference && (
            <p className="text-xs text-gray-600">
              {t('payment.reference')}:{' '}
              <bdi dir="ltr" data-testid="payment-reference">
                {order.paymentReference}
              </bdi>
            </p>
          )}
        </div>
      </div>
      <section>
        <h2 className="mb-3 text-lg font-bold">{t('order.items')}</h2>
        <ul className="divide-y divide-body-gray rounded-xl border border-body-gray">
          {order.items.map((i, k) => (
            <li key={k} className="flex items-center gap-4 p-3">
              <div className="relative size-14 shrink-0 overflow-hidden rounded bg-gray-100">
                {i.image && <Picture src={i.image} alt="" fill sizes="56px" className="object-cover" />}
              </div>
              <div className="flex-1">
                <Link href={`/product/${i.slug}`} className="font-medium hover:text-secondary-strong">
                  <bdi>{customerItemName(i)}</bdi>
                </Link>
                {i.sample && <SampleBadge label={t('cart.sample')} testId="order-sample" className="ms-2" />}
                {i.installation && (
                  <p className="text-sm font-semibold text-ink" data-testid="order-installation">
                    {t('cart.installationLine', { area: i.installedSqFt ?? 0 })}
                  </p>
                )}
                {variantName(customerVariant(i)) && (
                  <p className="text-sm text-gray-600" data-testid="order-variant">
                    <bdi>{variantName(customerVariant(i))}</bdi>
                  </p>
                )}
                {i.lots.some((l) => l.code) && (
                  <p className="text-sm text-gray-600" data-testid="order-lots">
                    {t('order.lots', {
                      lots: i.lots.map((l) => lotText(l, lotWords, isolate) ?? t('order.lotUnrecorded')).join(', '),
                      count: i.lots.length,
                    })}
                  </p>
                )}
                {mixedLots(i.lots) && (
                  <p className="text-sm font-semibold text-amber-900" data-testid="order-mixed-lots">
                    {t('order.mixedLots')}
                  </p>
                )}
                <p className="text-sm text-gray-600">
                  <bdi dir="ltr">
                    {i.quantity} × {money(i.unitPrice)}
                  </bdi>
                </p>
              </div>
              <p className="font-semibold" dir="ltr">
                {money(i.lineTotal)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {after}
      <div className="grid gap-6 md:grid-cols-3">
        <section>
          <h2 className="mb-2 font-bold">{t('order.billing')}</h2>
          <Address a={order.billing} />
        </section>
        {showroom ? (
          <section data-testid="order-pickup">
            <h2 className="mb-2 font-bold">{t('checkout.pickupAt')}</h2>
            <p className="text-sm text-gray-700" dir="auto">
              {showroom.address}
            </p>
            <p className="mt-2 text-sm font-medium">{t('checkout.openingHours')}</p>
            <OpeningHoursList
              hours={showroom.hours}
              locale={locale}
              words={{ range: (from, to) => t('checkout.dayRange', { from, to }), closed: t('checkout.closed') }}
              className="text-sm text-gray-700"
            />
          </section>
        ) : (
          <section>
            <h2 className="mb-2 font-bold">{t('order.shipping')}</h2>
            <Address a={order.shipping} />
            <p className="mt-2 text-sm">
              {/* in the order's language where the option was translated (docs/requirements.md, "Content in four languages") */}
              {t('order.delivery')}: <bdi>{customerDelivery(order.delivery).type}</bdi> (<bdi>{customerDelivery(order.delivery).area}</bdi>)
            </p>
            {order.shipments.length > 0 && (
              <ShipmentTracking
                shipments={order.shipments}
                rest={restToShip(order)}
                t={t}
                className="mt-3 space-y-3 rounded-lg bg-gray-50 p-3 text-sm"
              />
            )}
          </section>
        )}
        <section>
          <h2 className="mb-2 font-bold">{t('cart.summary')}</h2>
          <SummaryList
            rows={orderSummaryRows(order)}
            labels={storeSummaryLabels(t, locale)}
            money={money}
            totalMoney={totalMoney}
            totalTestId="order-total"
          />
        </section>
      </div>
      <section>
        <h2 className="mb-2 font-bold">{t('order.history')}</h2>
        <ol className="space-y-1 text-sm">
          {order.history.map((h, k) => (
            <li key={k}>
              {date(h.createdAt)}: {t(`order.statuses.${customerStatus(h.status, order.pickup)}`)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
