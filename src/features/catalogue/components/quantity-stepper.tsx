'use client';

import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** Whole units between 1 and max (the stock). */
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
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={t('quantity')}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
        className="w-16 border-x border-gray-300 py-2 text-center [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
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
