'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { choose, offeredValues, type Choice } from '@/domain/catalogue/variant-options';

export interface PickerVariant {
  _id: string;
  /** names in the page's language (picked on the server); `lang` marks an English stand-in */
  color: { _id: string; name: string; hex: string; lang?: { name?: 'en' } } | null;
  /** the variant's value of each option, in the options' order */
  values: ({ _id: string; value: string; lang?: { value?: 'en' } } | null)[];
  stock: number;
}

export interface PickerOption {
  _id: string;
  name: string;
  lang?: { name?: 'en' };
}

/**
 * Colour swatches, then one row of buttons per option (thickness, plank width, finish), chosen in that order: each row
 * offers only the values that exist with the choices above it; a sold-out one is struck through. `choice` holds the
 * colour then each option's value (docs/requirements.md, "Variants").
 */
export function VariantPicker({
  variants,
  options,
  choice,
  onChange,
}: {
  variants: PickerVariant[];
  options: PickerOption[];
  choice: Choice;
  onChange: (next: (string | null)[]) => void;
}) {
  const t = useTranslations('catalogue.product');
  const dimensions = options.length + 1;
  const colors = [...new Map(variants.filter((v) => v.color).map((v) => [v.color!._id, v.color!])).values()];
  const selectedColor = colors.find((c) => c._id === choice[0]);
  const pick = (d: number, id: string) => onChange(choose(variants, choice, d, id, dimensions));

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
                  aria-pressed={c._id === choice[0]}
                  aria-label={anyStock ? c.name : t('optionSoldOut', { option: c.name })}
                  title={c.name}
                  lang={anyStock ? c.lang?.name : undefined}
                  onClick={() => pick(0, c._id)}
                  className={clsx(
                    'relative size-10 rounded-full border-2 transition',
                    c._id === choice[0]
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
      {options.map((option, k) => {
        const d = k + 1;
        const names = new Map(variants.flatMap((v) => (v.values[k] ? [[v.values[k]!._id, v.values[k]!] as const] : [])));
        const offered = offeredValues(variants, choice, d, dimensions);
        if (!offered.length) return null;
        const chosen = names.get(choice[d] ?? '');
        return (
          <fieldset key={option._id} data-option={k + 1}>
            <legend className="mb-2 text-sm font-semibold">
              <bdi lang={option.lang?.name}>{option.name}</bdi>
              {chosen && (
                <>
                  :{' '}
                  <bdi lang={chosen.lang?.value} className="font-normal text-gray-700">
                    {chosen.value}
                  </bdi>
                </>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {offered.map(({ id, inStock }) => {
                const value = names.get(id)!;
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={id === choice[d]}
                    aria-label={inStock ? value.value : t('optionSoldOut', { option: value.value })}
                    onClick={() => pick(d, id)}
                    className={clsx(
                      'rounded-md border px-3 py-2 text-sm font-medium transition',
                      id === choice[d] ? 'border-secondary bg-secondary/10 text-secondary-strong' : 'border-gray-300 hover:border-ink',
                      !inStock && 'text-gray-500 line-through decoration-gray-400',
                    )}
                  >
                    <bdi lang={value.lang?.value}>{value.value}</bdi>
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
