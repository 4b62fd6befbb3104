import { getTranslations } from 'next-intl/server';

/**
 * What a page whose content lives in the browser (cart, checkout, wishlist, compare) says when JavaScript is off:
 * drawn only inside <noscript>, while the placeholder the page shows meanwhile carries the `js-only` class, which the
 * root layout hides when scripts do not run (docs/requirements.md, "Without JavaScript").
 */
export async function NeedsScript({ page }: { page: 'cart' | 'checkout' | 'wishlist' | 'compare' }) {
  const t = await getTranslations('checkout.noscript');
  return (
    <noscript>
      <p className="rounded-xl border border-dashed border-body-gray p-6 text-center" data-testid="needs-script">
        {t(page)}
      </p>
    </noscript>
  );
}
