import { getTranslations } from 'next-intl/server';
import { purchaseOrderNumber } from '@/domain/catalogue/purchase-orders';
import { formatDashboardDateTime } from '@/lib/format';
import type { DeliveryRow } from '@/server/dashboard/products/stock-deliveries';

/** The latest deliveries from suppliers: when, from whom, their reference, the lots received, lines and boxes, and who received them. */
export async function DeliveryList({ deliveries }: { deliveries: DeliveryRow[] }) {
  const t = await getTranslations('dashProducts.deliveries');
  if (!deliveries.length) return <p className="rounded-lg border border-line bg-surface p-6 text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface p-4">
      <table className="w-full text-sm" data-testid="delivery-list">
        <thead className="border-b border-line text-xs text-fg-muted">
          <tr>
            <th className="py-2 pe-3 text-start font-medium">{t('when')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('supplier')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('reference')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('lots')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('lines')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('boxes')}</th>
            <th className="py-2 text-start font-medium">{t('by')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td className="py-2 pe-3 whitespace-nowrap tabular-nums">{formatDashboardDateTime(d.createdAt)}</td>
              <td className="py-2 pe-3">
                <bdi className="font-medium">{d.supplier}</bdi>
                {d.note && (
                  <bdi className="block text-xs text-fg-muted" dir="auto">
                    {d.note}
                  </bdi>
                )}
              </td>
              <td className="py-2 pe-3">
                {d.reference ? <bdi>{d.reference}</bdi> : !d.purchaseOrder && <span className="text-fg-muted">—</span>}
                {d.purchaseOrder !== null && (
                  <span className="block text-xs text-fg-muted">{t('forOrder', { number: purchaseOrderNumber(d.purchaseOrder) })}</span>
                )}
              </td>
              <td className="py-2 pe-3">
                {d.lots.length ? (
                  d.lots.map((lot) => (
                    <bdi key={lot} className="block">
                      {lot}
                    </bdi>
                  ))
                ) : (
                  <span className="text-fg-muted">—</span>
                )}
              </td>
              <td className="py-2 pe-3 text-end tabular-nums">{d.lines}</td>
              <td className="py-2 pe-3 text-end tabular-nums">{d.boxes}</td>
              <td className="py-2">{d.by ? <bdi>{d.by}</bdi> : <span className="text-fg-muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
