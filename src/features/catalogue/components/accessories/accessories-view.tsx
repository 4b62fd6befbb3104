import { useLocale, useTranslations } from 'next-intl';
import { ShoppingCart } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { accessoryQuantity, MAX_PERIMETER_FT, type AccessoryRoom } from '@/domain/catalogue/accessories';
import { isDiscounted } from '@/domain/catalogue/pricing';
import { bdi } from '@/components/ui/bidi';
import { Link } from '@/i18n/navigation';
import { responsiveImage } from '@/lib/image-url';
import { formatMoney } from '@/lib/money';
import type { AccessoryDto } from '@/server/catalogue/get-accessories';
import { formatUnit, unitWord } from '@/domain/catalogue/units';

/** What one "Add all to cart" puts in the cart: an accessory and its counted quantity. */
export interface AccessoryPick {
  accessory: AccessoryDto;
  qty: number;
}

/** An accessory the checkbox may add: a simple product in stock (a variable one is chosen on its own page). */
export const addable = (a: AccessoryDto) => a.type === 'simple' && a.stock > 0;

/** The accessories the room needs that are checked and can be added, with their quantities. */
export function picksOf(accessories: readonly AccessoryDto[], room: AccessoryRoom, checked: (id: string) => boolean): AccessoryPick[] {
  return accessories.flatMap((accessory) => {
    const qty = accessoryQuantity(accessory, room);
    return addable(accessory) && checked(accessory._id) && qty !== null && qty > 0 ? [{ accessory, qty }] : [];
  });
}

/** The controls of the interactive section (accessories-live.tsx); without them the section is the server's still copy. */
export interface AccessoriesControls {
  perimeter: string;
  onPerimeter: (value: string) => void;
  checked: (id: string) => boolean;
  onToggle: (id: string) => void;
  onAddAll: () => void;
  /** the number of lines the last click added, or null */
  added: number | null;
}

/**
 * "Goes with this floor" under the boxes calculator (docs/requirements.md, "Matching accessories"): each accessory
 * with its picture, name, price, the quantity the room needs and a checkbox, the perimeter input and "Add all to
 * cart". The server renders it for the page served from cache (quantities for no room yet); the browser renders the
 * same with `controls` once the visitor reaches it.
 */
export function AccessoriesView({
  accessories,
  currency,
  room,
  controls,
}: {
  accessories: AccessoryDto[];
  currency: string;
  room: AccessoryRoom;
  controls?: AccessoriesControls;
}) {
  const t = useTranslations('catalogue.accessories');
  const units = useTranslations('catalogue.units');
  const locale = useLocale();
  const isChecked = controls?.checked ?? (() => true);
  const picks = picksOf(accessories, room, isChecked);
  return (
    <section
      aria-labelledby="accessories-title"
      className="rounded-xl border border-body-gray p-5"
      data-testid="accessories"
      data-live={controls ? 'true' : undefined}
    >
      <h2 id="accessories-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{room.area > 0 ? t('introRoom', { area: room.area }) : t('intro')}</p>
      <label className="mt-4 block max-w-xs text-sm">
        <span className="mb-1 block font-medium">{t('perimeter')}</span>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PERIMETER_FT}
          step="any"
          name="perimeter"
          data-testid="accessories-perimeter"
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          {...(controls ? { value: controls.perimeter, onChange: (e) => controls.onPerimeter(e.target.value) } : { defaultValue: '' })}
        />
        <span className="mt-1 block text-xs text-gray-600">{t('perimeterHint')}</span>
      </label>
      <ul className="mt-4 divide-y divide-body-gray">
        {accessories.map((a) => {
          const qty = accessoryQuantity(a, room);
          const can = addable(a);
          const id = `accessory-${a._id}`;
          return (
            <li key={a._id} className="flex items-center gap-3 py-3" data-testid="accessory" data-slug={a.slug}>
              {can ? (
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 shrink-0 accent-ink"
                  aria-label={t('include', { name: a.name })}
                  {...(controls
                    ? { checked: controls.checked(a._id), onChange: () => controls.onToggle(a._id) }
                    : { defaultChecked: true })}
                />
              ) : (
                <span className="size-4 shrink-0" aria-hidden />
              )}
              <span className="relative size-14 shrink-0 overflow-hidden rounded-md bg-gray-100">
                {a.image && (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img {...responsiveImage(a.image, '56px')} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                )}
              </span>
              <span className="min-w-0 flex-1">
                <Link href={`/product/${a.slug}`} dir="auto" lang={a.lang} className="line-clamp-2 text-sm font-semibold hover:underline">
                  {a.name}
                </Link>
                <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
                  <span dir="ltr" className="font-semibold text-ink">
                    {formatMoney(a.discount, locale, currency)}
                  </span>
                  {isDiscounted(a) && (
                    <s dir="ltr" className="text-gray-500">
                      {formatMoney(a.price, locale, currency)}
                    </s>
                  )}
                  <span>
                    {a.unit === a.sellUnit
                      ? t.rich('perSell', { sellUnit: unitWord(a.sellUnit, units), bdi })
                      : t.rich('perUnit', {
                          unit: formatUnit(a.unitValue, a.unit, locale, units),
                          sellUnit: unitWord(a.sellUnit, units),
                          bdi,
                        })}
                  </span>
                </span>
                {a.stock <= 0 && <span className="mt-1 block text-xs font-semibold text-red-700">{t('outOfStock')}</span>}
                {a.type === 'variable' && a.stock > 0 && (
                  <Link href={`/product/${a.slug}`} className="mt-1 block text-xs font-semibold underline">
                    {t('chooseOptions')}
                  </Link>
                )}
              </span>
              <span className="shrink-0 text-end text-sm" data-testid="accessory-qty" data-qty={qty ?? ''}>
                {qty === null ? (
                  <span className="text-xs text-gray-600">{t('needsPerimeter')}</span>
                ) : (
                  <span className={clsx('font-bold', !can && 'text-gray-500')}>{t('quantity', { count: qty })}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={picks.length === 0}
          onClick={controls?.onAddAll}
          data-testid="accessories-add-all"
          className="inline-flex items-center justify-center gap-2 rounded-md bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink/90 disabled:cursor-not-allowed disabled:bg-gray-200 disabled:text-gray-500"
        >
          <ShoppingCart className="size-4" aria-hidden /> {t('addAll')}
        </button>
        <p role="status" className="text-sm text-emerald-700">
          {controls?.added ? (
            <>
              {t('added', { count: controls.added })}{' '}
              <Link href="/cart" className="font-semibold underline">
                {t('viewCart')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
    </section>
  );
}
