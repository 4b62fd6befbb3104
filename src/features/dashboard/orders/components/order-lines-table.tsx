import { getLocale, getTranslations } from 'next-intl/server';
import { installationArea } from '@/domain/cart/installation';
import { variantName } from '@/domain/orders/summary';
import { lotText, mixedLots } from '@/domain/catalogue/line-lots';
import { isolateFor } from '@/lib/bidi-text';
import { isLocale, localeDir } from '@/i18n/locales';
import type { OrderDetailDto } from '@/server/dashboard/orders';

/**
 * Where a line's boxes were taken from: each location and dye lot with its boxes, and a warning when the lots are
 * mixed (docs/requirements.md, "Locations and lots").
 */
async function LineLots({ lots }: { lots: OrderDetailDto['items'][number]['lots'] }) {
  const [t, locale] = await Promise.all([getTranslations('dashOrders.order.lots'), getLocale()]);
  const isolate = isolateFor(isLocale(locale) ? localeDir(locale) : 'ltr');
  if (!lots.length) return null;
  const words = { shade: t('shade'), caliber: t('caliber') };
  return (
    <ul className="mt-1 space-y-0.5 text-xs" data-testid="order-item-lots">
      {mixedLots(lots) && (
        <li className="font-semibold text-amber-900" data-testid="order-item-mixed-lots">
          {t('mixed')}
        </li>
      )}
      {lots.map((l, n) => (
        <li key={n} data-testid="order-item-lot">
          {t('line', { location: isolate(l.location), lot: lotText(l, words, isolate) ?? t('none'), count: l.quantity })}
        </li>
      ))}
    </ul>
  );
}

/** An order's lines for staff: product with its variant, sample or installation, SKU, unit price, quantity, line total. */
export async function OrderLinesTable({ items, money }: { items: OrderDetailDto['items']; money: (v: string | number) => string }) {
  const t = await getTranslations('dashOrders');
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b border-line text-xs text-fg-muted">
          <tr>
            <th className="py-2 text-start font-medium">{t('order.product')}</th>
            <th className="py-2 text-start font-medium">{t('order.sku')}</th>
            <th className="py-2 ps-3 text-end font-medium whitespace-nowrap">{t('order.unitPrice')}</th>
            <th className="py-2 ps-3 text-end font-medium whitespace-nowrap">{t('order.quantity')}</th>
            <th className="py-2 ps-3 text-end font-medium whitespace-nowrap">{t('order.lineTotal')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((i) => (
            <tr key={i.id}>
              <td className="py-2 pe-3">
                <bdi className="block font-medium">{i.name}</bdi>
                {i.sample && <span className="me-1 text-xs font-semibold text-amber-900">{t('order.sample')}</span>}
                {i.installation && (
                  <span className="block text-xs font-semibold" data-testid="order-item-installation">
                    {t('order.installation', { area: installationArea(i.quantity, Number(i.unitValue)) })}
                  </span>
                )}
                <span className="text-xs text-fg-muted">{[variantName(i), `${i.unitValue} ${i.unit}`].filter(Boolean).join(' · ')}</span>
                <LineLots lots={i.lots} />
              </td>
              <td className="py-2 pe-3 text-fg-muted">{i.sku}</td>
              <td className="py-2 ps-3 text-end whitespace-nowrap tabular-nums">{money(i.unitPrice)}</td>
              <td className="py-2 ps-3 text-end tabular-nums">{i.quantity}</td>
              <td className="py-2 ps-3 text-end font-medium whitespace-nowrap tabular-nums">{money(i.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
