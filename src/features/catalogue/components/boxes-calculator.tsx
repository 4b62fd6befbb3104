'use client';

import { lineLimit, MAX_LINE_QUANTITY } from '@/domain/cart/cart';
import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Calculator } from '@/components/ui/icons';
import { clsx } from 'clsx';
import {
  calculateBoxes,
  DEFAULT_WASTE_PERCENT,
  MAX_ROOM_AREA,
  MAX_ROOM_SIDE,
  roomTooLarge,
  WASTE_PRESETS,
  type LengthUnit,
} from '@/domain/catalogue/boxes';
import { formatMoney } from '@/lib/money';
import { plainNumber } from '@/lib/format';
import { publishCalculatorRoom } from './room-area';

/** How many boxes a room needs (products sold by area); one click adds them to the cart through `onAdd`. */
export function BoxesCalculator({
  coveragePerBox,
  pricePerBox,
  currency,
  maxBoxes,
  onAdd,
  typed,
}: {
  coveragePerBox: number;
  pricePerBox: number;
  currency: string;
  /** stock limit */
  maxBoxes: number;
  /** puts the boxes in the cart and gives how many went in (fewer at the line's limit); nothing returned means all */
  onAdd: (boxes: number) => number | void;
  /** what was typed into the page's drawing of the calculator before its code came (product-overview.tsx) */
  typed?: Partial<Record<'length' | 'width' | 'waste' | 'mode' | 'unit', string>>;
}) {
  const t = useTranslations('catalogue.calculator');
  const locale = useLocale();
  const id = useId();
  const [mode, setMode] = useState<'dimensions' | 'area'>(typed?.mode === 'area' ? 'area' : 'dimensions');
  const [unit, setUnit] = useState<LengthUnit>(typed?.unit === 'm' ? 'm' : 'ft');
  const [length, setLength] = useState(typed?.length ?? '');
  const [width, setWidth] = useState(typed?.width ?? '');
  const [area, setArea] = useState('');
  const [waste, setWaste] = useState(Number(typed?.waste) || DEFAULT_WASTE_PERCENT);
  const [added, setAdded] = useState<{ asked: number; added: number } | null>(null);

  const room = mode === 'area' ? { mode, unit, area: Number(area) } : { mode, unit, length: Number(length), width: Number(width) };
  const result = calculateBoxes({ room, wastePercent: waste, coveragePerBox, pricePerBox });
  const boxes = result?.boxes ?? 0;
  // the room, for what the page counts by it (the matching accessories)
  const roomArea = result?.roomArea ?? 0;
  useEffect(() => publishCalculatorRoom({ area: roomArea, wastePercent: waste }), [roomArea, waste]);
  useEffect(() => () => publishCalculatorRoom({ area: 0, wastePercent: DEFAULT_WASTE_PERCENT }), []);
  const limit = lineLimit(maxBoxes);
  const tooMany = boxes > limit;
  const soldOut = maxBoxes < 1;
  // a room larger than the calculator counts (docs/requirements.md, "Box calculator"): said, and no boxes
  const tooLarge = roomTooLarge(room);
  const input = 'w-full rounded-md border border-gray-300 px-3 py-2 text-sm';

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-primary/60 bg-primary/5 p-5"
      data-testid="boxes-calculator"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
        <Calculator className="size-5 text-secondary-strong" aria-hidden /> {t('title')}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{t('intro', { coverage: coveragePerBox })}</p>
      <div className="mt-4 flex flex-wrap gap-2" role="radiogroup" aria-label={t('measureBy')}>
        {(['dimensions', 'area'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            data-choice={`mode:${m}`}
            aria-checked={mode === m}
            onClick={() => setMode(m)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm',
              mode === m ? 'border-ink bg-ink text-white' : 'border-gray-300 bg-white',
            )}
          >
            {t(`mode.${m}`)}
          </button>
        ))}
        <span className="mx-1 w-px bg-gray-300" aria-hidden />
        {(['ft', 'm'] as const).map((u) => (
          <button
            key={u}
            type="button"
            role="radio"
            data-choice={`unit:${u}`}
            aria-checked={unit === u}
            onClick={() => setUnit(u)}
            className={clsx(
              'rounded-full border px-3 py-1 text-sm',
              unit === u ? 'border-ink bg-ink text-white' : 'border-gray-300 bg-white',
            )}
          >
            {t(u === 'ft' ? 'feet' : 'metres')}
          </button>
        ))}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {mode === 'dimensions' ? (
          <>
            <label className="text-sm">
              <span className="mb-1 block font-medium">{t('length', { unit: t(unit === 'ft' ? 'ftShort' : 'mShort') })}</span>
              <input
                className={input}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                name="length"
                value={length}
                onChange={(e) => setLength(e.target.value)}
              />
            </label>
            <label className="text-sm">
              <span className="mb-1 block font-medium">{t('width', { unit: t(unit === 'ft' ? 'ftShort' : 'mShort') })}</span>
              <input
                className={input}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                name="width"
                value={width}
                onChange={(e) => setWidth(e.target.value)}
              />
            </label>
          </>
        ) : (
          <label className="col-span-2 text-sm">
            <span className="mb-1 block font-medium">{t('area', { unit: t(unit === 'ft' ? 'sqftShort' : 'sqmShort') })}</span>
            <input
              className={input}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={area}
              onChange={(e) => setArea(e.target.value)}
            />
          </label>
        )}
        <label className="col-span-2 text-sm">
          <span className="mb-1 block font-medium">{t('waste')}</span>
          <select name="waste" className={input} value={waste} onChange={(e) => setWaste(Number(e.target.value))}>
            {WASTE_PRESETS.map((p) => (
              <option key={p.id} value={p.percent}>
                {t('wastePreset', { percent: p.percent, pattern: t(`pattern.${p.id}`) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 rounded-lg bg-white p-4 text-center" aria-live="polite">
        <div>
          <dt className="text-xs text-gray-500">{t('boxesNeeded')}</dt>
          <dd className="text-2xl font-extrabold" data-testid="boxes-needed">
            {plainNumber(boxes, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">{t('covers')}</dt>
          <dd className="font-semibold" dir="ltr">
            {t('sqft', { value: result?.coveredArea ?? 0 })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-500">{t('total')}</dt>
          <dd className="font-semibold" dir="ltr">
            {formatMoney(result?.totalPrice ?? 0, locale, currency)}
          </dd>
        </div>
      </dl>
      {soldOut ? (
        <p role="status" className="mt-2 text-sm text-secondary-strong">
          {t('soldOut')}
        </p>
      ) : (
        tooMany && (
          <p role="status" className="mt-2 text-sm text-secondary-strong">
            {maxBoxes > MAX_LINE_QUANTITY ? t('lineLimit', { count: MAX_LINE_QUANTITY }) : t('notEnoughStock', { max: maxBoxes })}
          </p>
        )
      )}
      {tooLarge && (
        <p role="alert" className="mt-2 text-sm text-secondary-strong" data-testid="room-too-large">
          {tooLarge === 'side'
            ? t('roomSideTooLong', { max: MAX_ROOM_SIDE[unit], unit: t(unit === 'ft' ? 'ftShort' : 'mShort') })
            : t('roomAreaTooLarge', { max: MAX_ROOM_AREA[unit], unit: t(unit === 'ft' ? 'sqftShort' : 'sqmShort') })}
        </p>
      )}
      <button
        type="button"
        disabled={boxes < 1 || tooMany || soldOut}
        onClick={() => setAdded({ asked: boxes, added: onAdd(boxes) ?? boxes })}
        className="mt-4 w-full rounded-md bg-ink px-5 py-3 font-semibold text-white hover:bg-black disabled:cursor-not-allowed disabled:opacity-40"
      >
        {t('addBoxes', { count: boxes })}
      </button>
      {/* what the cart took: all, fewer at the line's limit, or none when it already holds the most (docs/requirements.md, "Cart contents") */}
      <p
        role="status"
        className={clsx('mt-2 text-center text-sm', added && added.added < added.asked ? 'text-secondary-strong' : 'text-emerald-700')}
      >
        {!added
          ? ''
          : added.added === added.asked
            ? t('added', { count: added.added })
            : added.added === 0
              ? t('cartFull', { count: limit })
              : t('addedSome', { count: added.added, max: limit })}
      </p>
    </section>
  );
}
