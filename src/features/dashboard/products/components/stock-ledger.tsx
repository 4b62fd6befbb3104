import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { formatDashboardDateTime } from '@/lib/format';
import { lotLabel } from '@/domain/catalogue/stock-locations';
import type { StockMovementRow } from '@/server/dashboard/products/stock-movements';

/** A movement's units, signed (+12, −3): an isolated left-to-right run, so the sign stays before the number in Arabic. */
const signed = (n: number) => `\u2066${n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0'}\u2069`;

/**
 * A product's stock ledger, latest first (docs/requirements.md, "Stock ledger"): what moved, where and of which lot,
 * why, by whom, for which order.
 */
export async function StockLedger({ movements, shown }: { movements: StockMovementRow[]; shown: number }) {
  const t = await getTranslations('dashProducts.stock');
  if (!movements.length) return <p className="rounded-lg border border-line bg-surface p-6 text-sm text-fg-muted">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface p-4">
      <table className="w-full text-sm" data-testid="stock-ledger">
        <thead className="border-b border-line text-xs text-fg-muted">
          <tr>
            <th className="py-2 pe-3 text-start font-medium">{t('when')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('variant')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('location')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('kind')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('change')}</th>
            <th className="py-2 pe-3 text-end font-medium">{t('onHand')}</th>
            <th className="py-2 pe-3 text-start font-medium">{t('order')}</th>
            <th className="py-2 text-start font-medium">{t('by')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {movements.map((m) => (
            <tr key={m.id}>
              <td className="py-2 pe-3 whitespace-nowrap tabular-nums">{formatDashboardDateTime(m.createdAt)}</td>
              <td className="py-2 pe-3">{m.variant ? <bdi>{m.variant}</bdi> : <span className="text-fg-muted">—</span>}</td>
              <td className="py-2 pe-3">
                {m.location ? <bdi>{m.location}</bdi> : <span className="text-fg-muted">—</span>}
                {m.lot && (
                  <span className="block text-xs text-fg-muted">
                    {t('lot')} <bdi>{lotLabel(m.lot)}</bdi>
                  </span>
                )}
              </td>
              <td className="py-2 pe-3">
                {t(`kinds.${m.kind}`)}
                {m.delivery && (
                  <bdi className="block text-xs text-fg-muted" dir="auto">
                    {[m.delivery.supplier, m.delivery.reference].filter(Boolean).join(' · ')}
                  </bdi>
                )}
                {m.note && (
                  <bdi className="block text-xs text-fg-muted" dir="auto">
                    {m.note}
                  </bdi>
                )}
              </td>
              <td
                className={`py-2 pe-3 text-end font-medium tabular-nums ${m.quantity < 0 ? 'text-red-700' : m.quantity > 0 ? 'text-green-800' : ''}`}
              >
                {signed(m.quantity)}
              </td>
              <td className="py-2 pe-3 text-end tabular-nums">{m.onHand < 0 ? t('unlimited') : m.onHand}</td>
              <td className="py-2 pe-3 whitespace-nowrap">
                {m.order ? (
                  <Link href={`/dashboard/orders/${m.order.id}`} className="font-medium underline underline-offset-2 hover:no-underline">
                    <bdi>{m.order.number}</bdi>
                  </Link>
                ) : (
                  <span className="text-fg-muted">—</span>
                )}
              </td>
              <td className="py-2">{m.by ? <bdi>{m.by}</bdi> : <span className="text-fg-muted">{t('shop')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {movements.length >= shown && <p className="mt-3 text-xs text-fg-muted">{t('latest', { count: shown })}</p>}
    </div>
  );
}
