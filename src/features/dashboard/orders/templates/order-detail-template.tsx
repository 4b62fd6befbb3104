import Link from 'next/link';
import { ArrowLeft, Pencil } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/button';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import type { AddressInfo } from '@/domain/cart/cart';
import { formatDashboardDate, formatDashboardDateTime, formatDashboardDay } from '@/lib/format';
import { formatMoney, money as decimalAmount } from '@/lib/money';
import type { OrderDetailDto } from '@/server/dashboard/orders';
import { orderSummaryRows, variantName } from '@/domain/orders/summary';
import { isLocale, localeDir } from '@/i18n/locales';
import { DocumentButtons } from '../components/document-buttons';
import { AddOrderNote } from '../components/order-notes';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { RefundControl } from '../components/refund-control';
import { RecordPayment } from '../components/record-payment';
import { RecordRefund } from '../components/record-refund';
import { PaymentStatusBadge } from '@/components/dashboard/payment-status-badge';
import { shopDay } from '@/lib/shop-zone';
import { StatusControl } from '../components/status-control';
import { isolateText } from '@/lib/bidi-text';
import { shipmentAllowed, trackingCorrectionAllowed } from '@/domain/orders/shipment';
import { ShipmentControl } from '../components/shipment-control';
import { PickupControl } from '../components/pickup-control';
import { readyForPickupAllowed } from '@/domain/orders/status';
import { OrderEditor } from '../components/order-editor';
import { OrderSummaryRows } from '../components/order-summary-rows';
import { SampleBadge } from '@/components/orders/sample-badge';
import { OrderTagsForm } from '../components/order-tags-form';
import { OrderTimeline } from '../components/order-timeline';
import { OrderLinesTable } from '../components/order-lines-table';

const CARD = 'rounded-lg border border-line bg-surface p-5 shadow-xs';

function AddressBlock({ title, a }: { title: string; a: AddressInfo }) {
  return (
    // min-w-0 and wrap-anywhere: a very long name or e-mail wraps inside the card instead of widening the page
    <section className={`${CARD} min-w-0`}>
      <h2 className="mb-2 text-sm font-semibold text-fg-muted">{title}</h2>
      <address className="text-sm leading-6 not-italic wrap-anywhere">
        <bdi className="block font-medium">{a.fullName}</bdi>
        <bdi className="block">{a.house}</bdi>
        <bdi className="block">{[a.city, a.state, a.zipCode].filter(Boolean).join(', ')}</bdi>
        <bdi className="block">{a.country}</bdi>
        <bdi className="block text-fg-muted" dir="ltr">
          {a.phone}
        </bdi>
        <bdi className="block text-fg-muted">{a.email}</bdi>
      </address>
    </section>
  );
}

/** One order for staff: lines, totals with tax, addresses, payment, status history, notes and the controls the user may use. */
export async function OrderDetailTemplate({
  order: o,
  canEdit,
  currencySymbol,
  editing = false,
}: {
  order: OrderDetailDto;
  canEdit: boolean;
  currencySymbol: string;
  /** the edit mode (`?edit=1`), shown only when the order may be edited */
  editing?: boolean;
}) {
  const [t, customer, locale] = [await getTranslations('dashOrders'), await getTranslations('dashCustomers.customers'), await getLocale()];
  // a Latin tax name or coupon code in an Arabic label, bidi-isolated so the brackets keep their place
  const iso = isLocale(locale) && localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  const money = (v: string | number) => formatMoney(v, locale, currencySymbol);
  // editing before it ships (docs/requirements.md, "Editing an order"): the editor above the order as it is
  const mayEdit = canEdit && !o.editRefusal;
  const orderHref = `/dashboard/orders/${o.id}`;
  return (
    <>
      <Link href="/dashboard/orders" className="mb-3 inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg">
        <ArrowLeft className="size-4 flip-rtl" aria-hidden />
        {t('order.backToList')}
      </Link>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <bdi>{t('order.title', { number: o.number })}</bdi>
            <StatusBadge tone={o.status} label={t(`status.${o.status}`)} className="text-sm" />
            {o.samples && <SampleBadge label={t('orders.samples')} testId="order-samples-badge" className="px-2.5 text-sm" />}
          </span>
        }
        description={t('order.placed', { date: formatDashboardDate(o.createdAt) })}
        actions={<DocumentButtons orderId={o.id} number={o.number} />}
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <div className="space-y-5 lg:col-span-2">
          {mayEdit && editing && (
            <OrderEditor
              order={{
                id: o.id,
                number: o.number,
                version: o.updatedAt,
                shipping: o.shipping,
                pickup: o.pickup,
                items: o.items.map((i) => ({ ...i, variant: variantName(i), ...o.itemStock[i.id] })),
              }}
              currencySymbol={currencySymbol}
              closeHref={orderHref}
            />
          )}
          <section className={CARD}>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-base font-semibold">{t('order.items')}</h2>
              {mayEdit && !editing && (
                <Link href={`${orderHref}?edit=1`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                  <Pencil className="size-4" aria-hidden />
                  {t('edit.start')}
                </Link>
              )}
            </div>
            {canEdit && (o.editRefusal === 'onlinePayment' || o.editRefusal === 'paid') && (
              <p className="mb-3 text-xs text-fg-muted">{t(`edit.errors.editNotAllowed.${o.editRefusal}`)}</p>
            )}
            <OrderLinesTable items={o.items} money={money} />
            <OrderSummaryRows
              rows={orderSummaryRows(o)}
              t={t as unknown as Parameters<typeof OrderSummaryRows>[0]['t']}
              money={money}
              iso={iso}
              totalSuffix={o.currency}
              className="ms-auto mt-4 max-w-xs space-y-1 text-sm"
            />
          </section>

          <div className="grid gap-5 sm:grid-cols-2">
            <AddressBlock title={t('order.billing')} a={o.billing} />
            {o.pickup ? (
              <section className={CARD}>
                <h2 className="mb-2 text-sm font-semibold text-fg-muted">{t('order.shipping')}</h2>
                <p className="text-sm font-medium">{t('pickup.title')}</p>
              </section>
            ) : (
              <AddressBlock title={t('order.shipping')} a={o.shipping} />
            )}
          </div>

          <section className={CARD}>
            <h2 className="mb-3 text-base font-semibold">{t('order.notes')}</h2>
            {o.notes.length === 0 ? (
              <p className="text-sm text-fg-muted">{t('order.notesEmpty')}</p>
            ) : (
              <ul className="mb-4 space-y-3">
                {o.notes.map((n) => (
                  <li key={n.id} className="rounded-md bg-surface-muted p-3 text-sm">
                    <p className="whitespace-pre-wrap">{n.body}</p>
                    <p className="mt-1 text-xs text-fg-muted">
                      {n.authorName ?? t('order.system')} · <time dateTime={n.createdAt}>{formatDashboardDateTime(n.createdAt)}</time>
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {canEdit && <AddOrderNote orderId={o.id} />}
          </section>
        </div>

        <div className="space-y-5">
          {/* what the shop knows of the customer comes first: it may change how the order is handled */}
          {o.customerNotes && (
            <section className={CARD} data-testid="order-customer-notes">
              <h2 className="mb-2 text-base font-semibold">{customer('orderNotesTitle')}</h2>
              {o.customerNotes.tags.length > 0 && (
                <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={customer('tags')}>
                  {o.customerNotes.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">
                      <bdi>{tag}</bdi>
                    </li>
                  ))}
                </ul>
              )}
              {o.customerNotes.staffNote && <p className="text-sm whitespace-pre-wrap">{o.customerNotes.staffNote}</p>}
              {o.userId && (
                <Link
                  href={`/dashboard/users/${o.userId}`}
                  className="mt-2 inline-block text-sm font-medium text-secondary-strong hover:underline"
                >
                  {customer('viewCustomer')}
                </Link>
              )}
            </section>
          )}
          {canEdit && o.next.length > 0 && (
            <section className={CARD} aria-labelledby="change-status">
              <h2 id="change-status" className="mb-3 text-base font-semibold">
                {t('order.changeStatus')}
              </h2>
              <StatusControl orderId={o.id} next={o.next} />
            </section>
          )}
          {canEdit && o.next.length === 0 && (
            <p className={`${CARD} text-sm text-fg-muted`}>{t('order.finalStatus', { status: t(`status.${o.status}`) })}</p>
          )}
          {(canEdit || o.tags.length > 0) && (
            <section className={CARD} aria-labelledby="order-tags-title" data-testid="order-tags">
              <h2 id="order-tags-title" className="mb-3 text-base font-semibold">
                {t('order.tagsTitle')}
              </h2>
              {canEdit ? (
                <OrderTagsForm id={o.id} tags={o.tags} />
              ) : (
                <ul className="flex flex-wrap gap-1.5">
                  {o.tags.map((tag) => (
                    <li key={tag} className="rounded-full bg-surface-muted px-2 py-0.5 text-xs text-fg-muted">
                      <bdi>{tag}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          {o.pickup && (
            <section className={CARD} aria-labelledby="order-pickup-title">
              <h2 id="order-pickup-title" className="mb-3 text-base font-semibold">
                {t('pickup.title')}
              </h2>
              <PickupControl
                orderId={o.id}
                readyAt={o.readyForPickupAt}
                canMark={canEdit && readyForPickupAllowed(o.status)}
                pending={o.status === 'pending'}
              />
            </section>
          )}

          {!o.pickup && (o.shipments.length > 0 || (canEdit && (shipmentAllowed(o.status) || o.status === 'pending'))) && (
            <section className={CARD} aria-labelledby="order-shipment-title">
              <h2 id="order-shipment-title" className="mb-3 text-base font-semibold">
                {t('shipment.title')}
              </h2>
              <ShipmentControl
                orderId={o.id}
                shipments={o.shipments}
                items={o.items.map((i) => ({ id: i.id, name: [i.name, variantName(i)].filter(Boolean).join(' · ') }))}
                leftToShip={o.leftToShip}
                canAdd={canEdit && shipmentAllowed(o.status)}
                canCorrect={canEdit && trackingCorrectionAllowed(o.status)}
              />
            </section>
          )}

          <OrderTimeline timeline={o.timeline} currencySymbol={currencySymbol} className={CARD} />

          <section className={CARD}>
            <h2 className="mb-2 text-base font-semibold">{t('order.payment')}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm">
              {t(`paymentMethod.${o.paymentMethod}`)}
              <PaymentStatusBadge status={o.paymentStatus} amountPaid={o.amountPaid} balanceDue={o.balanceDue} symbol={currencySymbol} />
            </p>
            <dl className="mt-2 space-y-0.5 text-sm" data-testid="payment-balance">
              <div className="flex justify-between gap-3">
                <dt className="text-fg-muted">{t('order.total')}</dt>
                <dd className="tabular-nums">{money(o.total)}</dd>
              </div>
              {Number(o.amountRefunded) > 0 && (
                <div className="flex justify-between gap-3">
                  <dt className="text-fg-muted">{t('paymentStatus.refunded')}</dt>
                  <dd className="tabular-nums">{money(o.amountRefunded)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-3">
                <dt className="text-fg-muted">{customer('paid')}</dt>
                <dd className="tabular-nums">{money(o.amountPaid)}</dd>
              </div>
              {Number(o.balanceDue) > 0 && (
                <div className="flex justify-between gap-3 font-semibold text-amber-800">
                  <dt>{customer('due')}</dt>
                  <dd className="tabular-nums">{money(o.balanceDue)}</dd>
                </div>
              )}
            </dl>
            {canEdit && Number(o.balanceDue) > 0 && (
              <div className="mt-3">
                <RecordPayment
                  orderId={o.id}
                  number={o.number}
                  due={o.balanceDue}
                  today={shopDay(new Date())}
                  orderDay={shopDay(new Date(o.createdAt))}
                  symbol={currencySymbol}
                />
              </div>
            )}
            {o.payments.length === 0 ? (
              <p className="mt-2 text-xs text-fg-muted">{t('order.paymentsNone')}</p>
            ) : (
              <ul className="mt-2 space-y-3 text-xs text-fg-muted">
                {o.payments.map((p) => {
                  const left = decimalAmount(Number(p.amount) - Number(p.refundedAmount));
                  return (
                    <li key={p.id} data-testid="payment-row">
                      <p>
                        {p.manual && p.receivedOn ? formatDashboardDay(p.receivedOn) : formatDashboardDate(p.createdAt)} ·{' '}
                        {t(`paymentMethod.${p.method}` as 'paymentMethod.stripe')} · {money(p.amount)} ·{' '}
                        <StatusBadge tone={p.status} label={t(`paymentStatus.${p.status}`)} />
                        {p.flagged && <StatusBadge tone="failed" label={t('order.flagged')} className="ms-1" />}
                      </p>
                      {p.manual && (
                        <p data-testid="payment-recorded">
                          {t('payments.manual')}
                          {p.recordedByName &&
                            ` · ${t('payments.recordedBy', { name: p.recordedByName, date: formatDashboardDate(p.createdAt) })}`}
                          {p.note && (
                            <>
                              {' '}
                              · <bdi className="text-fg">{p.note}</bdi>
                            </>
                          )}
                        </p>
                      )}
                      {p.reference && (
                        <p>
                          {t('order.paymentReference')}:{' '}
                          <bdi dir="ltr" className="break-all">
                            {p.reference}
                          </bdi>
                          {p.transactionId && (
                            <>
                              {' '}
                              · {t('order.transaction')}:{' '}
                              <bdi dir="ltr" className="break-all">
                                {p.transactionId}
                              </bdi>
                            </>
                          )}
                        </p>
                      )}
                      {Number(p.refundedAmount) > 0 && <p>{t('order.refunded', { amount: money(p.refundedAmount) })}</p>}
                      {p.refunds.length > 0 && (
                        <ul className="mt-1 space-y-1 border-s-2 border-line ps-2" data-testid="payment-refunds">
                          {p.refunds.map((r) => (
                            <li key={r.id}>
                              {t('payments.refundLine', { amount: money(r.amount), date: formatDashboardDate(r.at) })}
                              {r.byName && ` ${t('payments.refundBy', { name: r.byName })}`}
                              {r.reason && (
                                <>
                                  {' '}
                                  · <bdi className="text-fg">{r.reason}</bdi>
                                </>
                              )}
                            </li>
                          ))}
                        </ul>
                      )}
                      {p.flagReason && (
                        <p className="text-red-700">
                          <bdi dir="ltr">{p.flagReason}</bdi>
                        </p>
                      )}
                      {canEdit && !p.manual && p.method !== 'cod' && (p.status === 'paid' || p.status === 'partially_refunded') && (
                        <RefundControl paymentId={p.id} method={p.method} left={left} formatted={money(left)} symbol={currencySymbol} />
                      )}
                      {canEdit && p.manual && (p.status === 'paid' || p.status === 'partially_refunded') && (
                        <RecordRefund paymentId={p.id} left={left} symbol={currencySymbol} />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section className={CARD}>
            <h2 className="mb-2 text-base font-semibold">{t('order.deliveryMethod')}</h2>
            <p className="text-sm">
              <bdi>{o.deliveryType}</bdi> — <bdi>{o.deliveryArea}</bdi>
            </p>
          </section>

          {o.customerNote && (
            <section className={CARD}>
              <h2 className="mb-2 text-base font-semibold">{t('order.customerNote')}</h2>
              <p className="text-sm whitespace-pre-wrap">{o.customerNote}</p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
