'use client';

import { Minus, Plus } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { QuantityInput } from '@/components/ui/quantity-input';

/** Whole units between 1 and max (the stock); the field can be cleared and typed again (docs/requirements.md, "Cart contents"). */
export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (n: number) => void }) {
  const t = useTranslations('catalogue.product');
  const clamp = (n: number) => Math.min(Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)), Math.max(1, max));
  return (
    <div className="inline-flex items-center rounded-md border border-gray-300" role="group" aria-label={t('quantity')}>
      <button
        type="button"
        className="p-3 hover:bg-gray-100 disabled:opacity-40"
        onClick={() => onChange(clamp(value - 1))}
        disabled={value <= 1}
        aria-label={t('decrease')}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <QuantityInput
        value={value}
        max={Math.max(1, max)}
        aria-label={t('quantity')}
        onChange={(n) => onChange(clamp(n))}
        className="w-16 border-x border-gray-300 py-2 text-center"
      />
      <button
        type="button"
        className="p-3 hover:bg-gray-100 disabled:opacity-40"
        onClick={() => onChange(clamp(value + 1))}
        disabled={value >= max}
        aria-label={t('increase')}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
