import { Picture } from '@/components/ui/picture';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/money';
import type { OrderDetailDto } from '@/server/orders/find-order';
import { Link } from '@/i18n/navigation';

function Address({ a }: { a: OrderDetailDto['billing'] }) {
  return (
    <address className="text-sm not-italic leading-6 text-gray-700">
      {a.fullName}
      <br />
      {a.house}, {a.city}, {a.state} {a.zipCode}, {a.country}
      <br />
      <span dir="ltr">{a.phone}</span> · {a.email}
    </address>
  );
}

/** An order as its customer sees it: confirmation page, guest lookup and profile history. */
export async function OrderDetail({ order, symbol }: { order: OrderDetailDto; symbol: string }) {
  const [t, format, locale] = await Promise.all([getTranslations('checkout'), getFormatter(), getLocale()]);
  const money = (v: string | number) => formatMoney(v, locale, symbol);
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
          <p className="inline-block rounded-full bg-primary/20 px-3 py-1 text-sm font-semibold">{t(`order.statuses.${order.status}`)}</p>
        </div>
        <div>
          <p className="text-sm text-gray-600">{t('order.payment')}</p>
          <p className="font-semibold">
            {t(`checkout.${order.paymentMethod}`)} · {t(`order.paymentStatuses.${order.paymentStatus}`)}
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
                  {i.name}
                </Link>
                {(i.colorName || i.attributeName) && (
                  <p className="text-sm text-gray-600">{[i.colorName, i.attributeName].filter(Boolean).join(' · ')}</p>
                )}
                <p className="text-sm text-gray-600" dir="ltr">
                  {i.quantity} × {money(i.unitPrice)}
                </p>
              </div>
              <p className="font-semibold" dir="ltr">
                {money(i.lineTotal)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 md:grid-cols-3">
        <section>
          <h2 className="mb-2 font-bold">{t('order.billing')}</h2>
          <Address a={order.billing} />
        </section>
        <section>
          <h2 className="mb-2 font-bold">{t('order.shipping')}</h2>
          <Address a={order.shipping} />
          <p className="mt-2 text-sm">
            {t('order.delivery')}: {order.delivery.type} ({order.delivery.area})
          </p>
        </section>
        <section>
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt>{t('cart.subtotal')}</dt>
              <dd dir="ltr">{money(order.subtotal)}</dd>
            </div>
            {Number(order.discountTotal) > 0 && (
              <div className="flex justify-between">
                <dt>
                  {t('cart.discount')} ({order.couponCode})
                </dt>
                <dd dir="ltr">{money(-Number(order.discountTotal))}</dd>
              </div>
            )}
            <div className="flex justify-between">
              <dt>{t('checkout.shippingCost')}</dt>
              <dd dir="ltr">{money(order.delivery.cost)}</dd>
            </div>
            {order.taxLines.map((x) => (
              <div key={x.name} className="flex justify-between">
                <dt>{t('checkout.taxLine', { name: x.name, rate: x.rate })}</dt>
                <dd dir="ltr">{money(x.amount)}</dd>
              </div>
            ))}
            <div className="flex justify-between border-t border-body-gray pt-1 text-base font-bold">
              <dt>{t('cart.total')}</dt>
              <dd dir="ltr" data-testid="order-total">
                {money(order.total)}
              </dd>
            </div>
          </dl>
        </section>
      </div>
      <section>
        <h2 className="mb-2 font-bold">{t('order.history')}</h2>
        <ol className="space-y-1 text-sm">
          {order.history.map((h, k) => (
            <li key={k}>
              {date(h.createdAt)}: {t(`order.statuses.${h.status}`)}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
