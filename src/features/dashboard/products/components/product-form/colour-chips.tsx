'use client';

import { Controller } from 'react-hook-form';
import type { ProductOptions } from '@/domain/catalogue/product-form';
import { useProductField } from './use-product-field';

/** The product's colours as chips to tick: a variable product's variants take theirs from these; a simple product is found by them. */
export function ColourChips({ colors }: { colors: ProductOptions['colors'] }) {
  const { form } = useProductField();
  return (
    <Controller
      control={form.control}
      name="colorIds"
      render={({ field }) => (
        <div className="flex flex-wrap gap-2">
          {colors.map((c) => {
            const on = field.value.includes(c.id);
            return (
              <label
                key={c.id}
                className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1 text-sm ${on ? 'border-secondary-strong bg-surface-muted' : 'border-line'}`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={on}
                  onChange={() => field.onChange(on ? field.value.filter((x) => x !== c.id) : [...field.value, c.id])}
                />
                <span className="size-3.5 rounded-full border border-line" style={{ background: c.hex }} aria-hidden />
                {c.name}
              </label>
            );
          })}
        </div>
      )}
    />
  );
}
