import { useLocale, useTranslations } from 'next-intl';
import { plainNumber } from '@/lib/format';
import { SampleBadge } from '@/components/orders/sample-badge';
import { variantName } from '@/domain/orders/summary';
import { customerItemName, customerVariant } from '@/domain/orders/local-name';
import type { AccountOrderDto } from '@/server/account/list-orders';

/**
 * The lines of one order in the account's history. A free sample carries its badge and an installation line says it
 * is the installation, with the area it covers, as on the order page (docs/requirements.md, "Installation estimate"):
 * it never reads as a second purchase of the floor.
 */
export function OrderItems({ items, money }: { items: AccountOrderDto['items']; money: (v: string | number) => string }) {
  const t = useTranslations('account');
  const checkout = useTranslations('checkout');
  // the page's digits (Bengali on /bn), as the amounts beside it
  const locale = useLocale();
  return (
    <table className="w-full">
      <thead>
        <tr className="text-start text-gray-500">
          <th className="py-1 text-start font-medium">{t('orders.product')}</th>
          <th className="py-1 ps-3 text-end font-medium">{t('orders.qty')}</th>
          <th className="py-1 ps-3 text-end font-medium">{t('orders.lineTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i, n) => (
          <tr key={n} data-testid="order-line">
            <td className="py-1">
              {i.installation && (
                <span className="block font-semibold" data-testid="order-installation">
                  {checkout('cart.installationLine', { area: i.installedSqFt ?? 0 })}
                </span>
              )}
              <span className={i.installation ? 'block text-gray-600' : 'block'}>
                <bdi>{customerItemName(i)}</bdi>
                {i.sample && <SampleBadge label={checkout('cart.sample')} testId="order-sample" className="ms-2" />}
              </span>
              {variantName(customerVariant(i)) && (
                <span className="block text-gray-600" data-testid="order-variant">
                  <bdi>{variantName(customerVariant(i))}</bdi>
                </span>
              )}
            </td>
            <td className="py-1 ps-3 text-end align-top">{plainNumber(i.quantity, locale)}</td>
            {/* amounts read left to right on every page, as everywhere else in the shop (the "$" keeps its side in Arabic) */}
            <td className="py-1 ps-3 text-end align-top whitespace-nowrap">
              <bdi dir="ltr">{money(i.lineTotal)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
