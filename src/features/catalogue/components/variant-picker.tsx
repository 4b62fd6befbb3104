'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';

export interface PickerVariant {
  _id: string;
  /** names in the page's language (picked on the server); `lang` marks an English stand-in */
  color: { _id: string; name: string; hex: string; lang?: { name?: 'en' } } | null;
  attribute: { _id: string; value: string; lang?: { value?: 'en' } } | null;
  stock: number;
}

/** Colour swatches and attribute buttons; a combination that does not exist or is sold out is marked. */
export function VariantPicker({
  variants,
  attributeName,
  attributeLang,
  colorId,
  valueId,
  onChange,
}: {
  variants: PickerVariant[];
  attributeName: string | null;
  attributeLang?: 'en';
  colorId: string | null;
  valueId: string | null;
  onChange: (next: { colorId: string | null; valueId: string | null }) => void;
}) {
  const t = useTranslations('catalogue.product');
  const colors = [...new Map(variants.filter((v) => v.color).map((v) => [v.color!._id, v.color!])).values()];
  const values = [...new Map(variants.filter((v) => v.attribute).map((v) => [v.attribute!._id, v.attribute!])).values()];
  const exists = (c: string | null, a: string | null) =>
    variants.some((v) => (v.color?._id ?? null) === c && (v.attribute?._id ?? null) === a);
  const available = (c: string | null, a: string | null) =>
    variants.some((v) => (v.color?._id ?? null) === c && (v.attribute?._id ?? null) === a && v.stock > 0);
  const selectedColor = colors.find((c) => c._id === colorId);

  function pickColor(c: string) {
    const keep =
      values.length === 0 || exists(c, valueId)
        ? valueId
        : ((variants.find((v) => v.color?._id === c && v.stock > 0) ?? variants.find((v) => v.color?._id === c))?.attribute?._id ?? null);
    onChange({ colorId: c, valueId: keep });
  }

  return (
    <div className="space-y-5">
      {colors.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t('colour')}:{' '}
            <bdi lang={selectedColor?.lang?.name} className="font-normal text-gray-700">
              {selectedColor?.name}
            </bdi>
          </legend>
          <div className="flex flex-wrap gap-2">
            {colors.map((c) => {
              const anyStock = variants.some((v) => v.color?._id === c._id && v.stock > 0);
              return (
                <button
                  key={c._id}
                  type="button"
                  aria-pressed={c._id === colorId}
                  aria-label={anyStock ? c.name : t('optionSoldOut', { option: c.name })}
                  title={c.name}
                  lang={anyStock ? c.lang?.name : undefined}
                  onClick={() => pickColor(c._id)}
                  className={clsx(
                    'relative size-10 rounded-full border-2 transition',
                    c._id === colorId
                      ? 'border-secondary ring-2 ring-secondary/30'
                      : 'border-white ring-1 ring-gray-300 hover:ring-gray-500',
                    !anyStock && 'opacity-40',
                  )}
                  style={{ backgroundColor: c.hex }}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      {values.length > 0 && (
        <fieldset>
          <legend dir="auto" lang={attributeName ? attributeLang : undefined} className="mb-2 text-sm font-semibold">
            {attributeName ?? t('option')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {values.map((a) => {
              const ok = exists(colorId, a._id);
              const inStock = available(colorId, a._id);
              return (
                <button
                  key={a._id}
                  type="button"
                  aria-pressed={a._id === valueId}
                  disabled={!ok}
                  aria-label={ok && !inStock ? t('optionSoldOut', { option: a.value }) : a.value}
                  onClick={() => onChange({ colorId, valueId: a._id })}
                  className={clsx(
                    'rounded-md border px-3 py-2 text-sm font-medium transition disabled:cursor-not-allowed disabled:border-dashed disabled:text-gray-400',
                    a._id === valueId ? 'border-secondary bg-secondary/10 text-secondary-strong' : 'border-gray-300 hover:border-ink',
                    ok && !inStock && 'line-through decoration-gray-400',
                  )}
                >
                  <bdi lang={a.lang?.value}>{a.value}</bdi>
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
