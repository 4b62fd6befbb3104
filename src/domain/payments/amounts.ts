/**
 * Amounts as gateways want them. Our money is numeric(12,2) read as decimal strings ('166.88'); gateways
 * take integer minor units (Stripe) or decimal strings (PayPal, SSLCommerz). Conversions are exact: no floats.
 */

/** ISO 4217 currencies without a minor unit at Stripe (amounts are whole units). */
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
/** Currencies with three decimals. */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

export function currencyExponent(currency: string): 0 | 2 | 3 {
  const c = currency.toUpperCase();
  return ZERO_DECIMAL.has(c) ? 0 : THREE_DECIMAL.has(c) ? 3 : 2;
}

/** '166.88' -> 16688n hundredths; null for anything that is not a plain non-negative decimal with at most 2 places. */
function hundredths(amount: string | number): bigint | null {
  const s = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.trim();
  const m = /^(\d{1,12})(?:\.(\d{1,2})0*)?$/.exec(s);
  if (!m) return null;
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount in the currency's minor units (USD '166.88' -> 16688, JPY '1200.00' -> 1200, KWD '1.25' -> 1250).
 * null when the amount cannot be expressed exactly (JPY '10.50') or is not a decimal.
 */
export function toMinorUnits(amount: string | number, currency: string): number | null {
  const h = hundredths(amount);
  if (h === null) return null;
  const exp = currencyExponent(currency);
  if (exp === 2) return Number(h);
  if (exp === 3) return Number(h * 10n);
  return h % 100n === 0n ? Number(h / 100n) : null;
}

/** Minor units back to the 2-decimal string of our columns (16688 USD -> '166.88'). */
export function fromMinorUnits(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`bad minor amount ${minor}`);
  const exp = currencyExponent(currency);
  const h = exp === 2 ? BigInt(minor) : exp === 3 ? BigInt(minor) / 10n : BigInt(minor) * 100n;
  return `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
}

/** Decimal string as PayPal and SSLCommerz take it: '166.88' (JPY: '1200'). */
export function toDecimalString(amount: string, currency: string): string | null {
  const minor = toMinorUnits(amount, currency);
  if (minor === null) return null;
  const exp = currencyExponent(currency);
  if (exp === 0) return String(minor);
  const s = String(minor).padStart(exp + 1, '0');
  return `${s.slice(0, -exp)}.${s.slice(-exp)}`;
}

export type AmountCheck = { ok: true } | { ok: false; reason: 'amountMismatch' | 'currencyMismatch' };

/** Does what the gateway says was paid equal what the order asks, to the minor unit and in the same currency? */
export function checkPaidAmount(
  expected: { amount: string; currency: string },
  paid: { amount: string | number; currency: string },
): AmountCheck {
  if (expected.currency.trim().toUpperCase() !== paid.currency.trim().toUpperCase()) return { ok: false, reason: 'currencyMismatch' };
  const want = toMinorUnits(expected.amount, expected.currency);
  const got = toMinorUnits(paid.amount, expected.currency);
  if (want === null || got === null || want !== got) return { ok: false, reason: 'amountMismatch' };
  return { ok: true };
}
