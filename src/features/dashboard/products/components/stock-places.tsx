import { getTranslations } from 'next-intl/server';
import type { PlaceHolding } from '@/server/dashboard/products/stock-movements';

/**
 * What a product holds at each location, of each dye lot (docs/requirements.md, "Locations and lots"): the variant,
 * the place, the lot's code, shade and caliber, and the boxes, with the total at the foot.
 */
export async function StockPlaces({ places, variable, lotTracked }: { places: PlaceHolding[]; variable: boolean; lotTracked: boolean }) {
  const t = await getTranslations('dashProducts.stock');
  const showLots = lotTracked || places.some((p) => p.lot);
  return (
    <section className="mb-4 rounded-lg border border-line bg-surface p-4" aria-labelledby="stock-places-title">
      <h2 id="stock-places-title" className="text-base font-semibold text-fg">
        {t('heldTitle')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('heldHint')}</p>
      {places.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t('noneHeld')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" data-testid="stock-places">
            <thead className="border-b border-line text-xs text-fg-muted">
              <tr>
                {variable && <th className="py-2 pe-3 text-start font-medium">{t('variant')}</th>}
                <th className="py-2 pe-3 text-start font-medium">{t('location')}</th>
                {showLots && (
                  <>
                    <th className="py-2 pe-3 text-start font-medium">{t('lot')}</th>
                    <th className="py-2 pe-3 text-start font-medium">{t('shade')}</th>
                    <th className="py-2 pe-3 text-start font-medium">{t('caliber')}</th>
                  </>
                )}
                <th className="py-2 text-end font-medium">{t('boxes')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {places.map((p) => (
                <tr key={`${p.variantId}/${p.locationId}/${p.lot?.id ?? ''}`}>
                  {variable && (
                    <td className="py-2 pe-3">{p.variant ? <bdi>{p.variant}</bdi> : <span className="text-fg-muted">—</span>}</td>
                  )}
                  <td className="py-2 pe-3">
                    <bdi className="font-medium">{p.location}</bdi>
                  </td>
                  {showLots && (
                    <>
                      <td className="py-2 pe-3">{p.lot ? <bdi>{p.lot.code}</bdi> : <span className="text-fg-muted">{t('noLot')}</span>}</td>
                      <td className="py-2 pe-3">{p.lot?.shade ? <bdi>{p.lot.shade}</bdi> : <span className="text-fg-muted">—</span>}</td>
                      <td className="py-2 pe-3">
                        {p.lot?.caliber ? <bdi>{p.lot.caliber}</bdi> : <span className="text-fg-muted">—</span>}
                      </td>
                    </>
                  )}
                  <td className="py-2 text-end font-medium tabular-nums">{p.quantity}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-line">
              <tr>
                <td className="py-2 pe-3 font-medium" colSpan={(variable ? 1 : 0) + 1 + (showLots ? 3 : 0)}>
                  {t('total')}
                </td>
                <td className="py-2 text-end font-semibold tabular-nums">{places.reduce((n, p) => n + p.quantity, 0)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
