import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { outstanding, purchaseOrderNumber } from '@/domain/catalogue/purchase-orders';
import { formatDashboardDate, formatDashboardDay } from '@/lib/format';
import type { PurchaseOrderDetail, PurchaseOrderRow } from '@/server/dashboard/products/purchase-orders';

const dayText = (day: string | null) => (day ? formatDashboardDay(day) : '—');

/** The latest purchase orders: number, supplier, reference, expected day, state, and boxes received of those ordered. */
export async function PurchaseOrderList({ orders }: { orders: PurchaseOrderRow[] }) {
  const t = await getTranslations('dashProducts.purchaseOrders');
  if (!orders.length) return <p className="rounded-lg border border-line bg-surface p-6 text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface p-4">
      <table className="w-full text-sm" data-testid="purchase-order-list">
        <thead className="border-b border-line text-xs text-fg-muted">
          <tr>
            <th className="py-2 pe-3 text-start font-medium">{t('number')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('supplier')}</th>
            <th className="hidden py-2 pe-3 text-start font-medium sm:table-cell">{t('reference')}</th>
            <th className="hidden py-2 pe-3 text-start font-medium sm:table-cell">{t('expectedOn')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('state')}</th>
            <th className="py-2 text-end font-medium">{t('receivedOfOrdered')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="py-2 pe-3 whitespace-nowrap">
                <Link href={`/dashboard/product/purchase-orders/${o.id}`} className="font-medium text-primary hover:underline">
                  <bdi>{purchaseOrderNumber(o.number)}</bdi>
                </Link>
                <span className="block text-xs text-fg-muted tabular-nums">{formatDashboardDate(o.createdAt)}</span>
              </td>
              <td className="py-2 pe-3">
                <bdi className="font-medium">{o.supplier}</bdi>
              </td>
              {/* on a phone the reference and the expected day give the state and the boxes room */}
              <td className="hidden py-2 pe-3 sm:table-cell">
                {o.reference ? <bdi>{o.reference}</bdi> : <span className="text-fg-muted">—</span>}
              </td>
              <td className="hidden py-2 pe-3 whitespace-nowrap tabular-nums sm:table-cell">{dayText(o.expectedOn)}</td>
              <td className="py-2 pe-3">
                <StatusBadge tone={`po-${o.state}`} label={t(`states.${o.state}`)} />
              </td>
              <td className="py-2 text-end tabular-nums">{t('receivedCount', { received: o.received, quantity: o.quantity })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A purchase order's heading facts: state, reference, expected day, raised when and by whom, its note. */
export async function PurchaseOrderSummary({ order }: { order: PurchaseOrderDetail }) {
  const t = await getTranslations('dashProducts.purchaseOrders');
  const facts: [string, React.ReactNode][] = [
    [t('state'), <StatusBadge key="state" tone={`po-${order.state}`} label={t(`states.${order.state}`)} />],
    [t('reference'), order.reference ? <bdi>{order.reference}</bdi> : '—'],
    [t('expectedOn'), dayText(order.expectedOn)],
    [t('raisedOn'), [formatDashboardDate(order.createdAt), order.by].filter(Boolean).join(' · ')],
  ];
  if (order.closedAt) facts.push([t('closedOn'), formatDashboardDate(order.closedAt)]);
  return (
    <div className="mb-6 rounded-lg border border-line bg-surface p-4">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="purchase-order-summary">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-fg-muted">{term}</dt>
            <dd className="mt-0.5 font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {order.note && (
        <bdi className="mt-3 block text-sm whitespace-pre-line text-fg-muted" dir="auto">
          {order.note}
        </bdi>
      )}
    </div>
  );
}

/** A purchase order's lines: product, location, boxes ordered, received and still expected. */
export async function PurchaseOrderLines({ order }: { order: PurchaseOrderDetail }) {
  const t = await getTranslations('dashProducts.purchaseOrders');
  return (
    <div className="mb-6 overflow-x-auto rounded-lg border border-line bg-surface p-4">
      <table className="w-full text-sm" data-testid="purchase-order-lines">
        <thead className="border-b border-line text-xs text-fg-muted">
          <tr>
            <th className="py-2 pe-3 text-start font-medium">{t('product')}</th>
            <th className="hidden py-2 pe-3 text-start font-medium sm:table-cell">{t('location')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('ordered')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('received')}</th>
            <th className="py-2 text-end font-medium">{t('outstanding')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.items.map((l) => (
            <tr key={l.id}>
              <td className="py-2 pe-3">
                <Link href={`/dashboard/product/${l.productId}/stock`} className="font-medium hover:underline">
                  <bdi>{l.name}</bdi>
                </Link>
                {l.variant && <bdi className="block text-xs text-fg-muted">{l.variant}</bdi>}
                {/* on a phone the place goes under the product, leaving the three counts room */}
                <bdi className="block text-xs text-fg-muted sm:hidden">{l.location}</bdi>
              </td>
              <td className="hidden py-2 pe-3 sm:table-cell">
                <bdi>{l.location}</bdi>
              </td>
              <td className="py-2 pe-3 text-end tabular-nums">{l.quantity}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{l.received}</td>
              {/* a closed order expects nothing more */}
              <td className="py-2 text-end tabular-nums">{order.state === 'closed' ? '—' : outstanding(l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
