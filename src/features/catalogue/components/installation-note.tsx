import { getLocale, getTranslations } from 'next-intl/server';
import { Hammer } from '@/components/ui/icons';
import { installationUnitPrice } from '@/domain/cart/installation';
import { formatMoney } from '@/lib/money';

/**
 * Under a floor's calculator (docs/requirements.md, "Installation estimate"): the shop's installation rate per sq ft
 * and what one box costs to install; the customer adds it to the boxes in the cart. Rendered on the server into the
 * cached page (the rate is a setting: its save clears the page through the settings tag).
 */
export async function InstallationNote({
  ratePerSqFtCents,
  sqFtPerBox,
  currency,
}: {
  ratePerSqFtCents: number;
  sqFtPerBox: number;
  currency: string;
}) {
  const [t, locale] = await Promise.all([getTranslations('catalogue.product'), getLocale()]);
  const money = (n: number) => formatMoney(n, locale, currency);
  return (
    <p className="flex items-start gap-2 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700" data-testid="installation-note">
      <Hammer className="mt-0.5 size-4 shrink-0 text-secondary-strong" aria-hidden />
      <span>
        {t('installationNote', {
          rate: money(ratePerSqFtCents / 100),
          perBox: money(installationUnitPrice(ratePerSqFtCents, sqFtPerBox)),
        })}
      </span>
    </p>
  );
}
