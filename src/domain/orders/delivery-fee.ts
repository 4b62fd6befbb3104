import { z } from 'zod';
import { deliveryCost } from '@/domain/cart/samples';

/**
 * Delivery fees (docs/requirements.md, "Delivery fees"): a shipping option's fee is flat, per box (base + an amount
 * per box in the order) or by weight (base + an amount per kg), optionally free from a goods subtotal on. The quote
 * and the order both charge deliveryFee(); the browser's figure is never used.
 */
export const FEE_RULES = ['flat', 'perBox', 'byWeight'] as const;
export type FeeRule = (typeof FEE_RULES)[number];
export const feeRuleSchema = z.enum(FEE_RULES, { message: 'invalid' });

export interface DeliveryFeeOption {
  feeRule: FeeRule;
  /** the flat fee, or the base of the other rules */
  cost: number;
  /** per box for `perBox`, per kg for `byWeight` */
  feeRate: number;
  /** goods subtotal at or above which the delivery is free; null: never */
  freeOver: number | null;
}

export interface FeeLine {
  qty: number;
  /** a free sample: no boxes, no weight (samples alone pay the sample fee) */
  sample?: boolean;
  /** a service line (e.g. installation): no boxes, no weight */
  service?: boolean;
  /** kg of one sell unit; null or absent: unknown, counted as 0 */
  weightKg?: number | null;
  /** price of one unit, for the free-over threshold */
  price?: number;
}

const goods = (lines: readonly FeeLine[]) => lines.filter((l) => !l.sample && !l.service);

/** Boxes (sell units) of the order's goods. */
export function boxCount(lines: readonly FeeLine[]): number {
  return goods(lines).reduce((n, l) => n + l.qty, 0);
}

/** Weight of the order's goods in kg (lines without a weight count 0). */
export function orderWeightKg(lines: readonly FeeLine[]): number {
  return goods(lines).reduce((kg, l) => kg + l.qty * (l.weightKg ?? 0), 0);
}

/** The option's own fee for these lines, rounded to cents. */
export function optionFee(option: DeliveryFeeOption, lines: readonly FeeLine[]): number {
  const cents = (n: number) => Math.round(n * 100);
  const subtotalCents = goods(lines).reduce((s, l) => s + cents((l.price ?? 0) * l.qty), 0);
  if (option.freeOver !== null && option.freeOver > 0 && subtotalCents >= cents(option.freeOver)) return 0;
  const base = cents(option.cost);
  const count = option.feeRule === 'perBox' ? boxCount(lines) : option.feeRule === 'byWeight' ? orderWeightKg(lines) : 0;
  return Math.max(0, Math.round(base + cents(option.feeRate) * count)) / 100;
}

/**
 * The delivery charged for the cart's lines with this option: an order of samples alone pays the sample delivery
 * fee (docs/requirements.md, "Free samples"), any other order the option's fee.
 */
export function deliveryFee(option: DeliveryFeeOption, lines: readonly FeeLine[], sampleFeeCents: number): number {
  return deliveryCost(lines, optionFee(option, lines), sampleFeeCents);
}

/** A shipping option row (money columns as strings) as the fee rule takes it. */
export function feeOptionOf(row: { feeRule: FeeRule; cost: string | number; feeRate: string | number; freeOver: string | number | null }) {
  return {
    feeRule: row.feeRule,
    cost: Number(row.cost),
    feeRate: Number(row.feeRate),
    freeOver: row.freeOver === null ? null : Number(row.freeOver),
  } satisfies DeliveryFeeOption;
}
