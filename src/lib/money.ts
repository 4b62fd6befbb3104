import { intlLocale } from './format';

/** A number of currency units as the exact 2-decimal string stored in numeric(12,2) columns. */
export function money(value: number): string {
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const tag = intlLocale(locale);
  const key = `${tag}|${fractionDigits}`;
  let nf = formatters.get(key);
  if (!nf) {
    // The ISO code only picks the layout (where the sign and symbol go); the symbol printed is the settings' one.
    nf = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'CAD',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      signDisplay: 'negative',
    });
    formatters.set(key, nf);
  }
  return nf;
}

/**
 * An amount for display in a shop locale (en, bn, ar, fr) with the settings currency symbol, in that
 * locale's digits, separators and sign and symbol placement ("-$0.04", "-0,04 $"); an amount that rounds
 * to zero has no sign. `amount` may be a decimal string from the database; '' when it is not a number.
 * `stripZeroCents` leaves out the cents of a whole amount (chart axes).
 */
export function formatMoney(amount: number | string, locale: string, symbol: string, { stripZeroCents = false } = {}): string {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  if (typeof n !== 'number' || !Number.isFinite(n)) return '';
  const whole = stripZeroCents && Math.round(n * 100) % 100 === 0;
  return moneyFormat(locale, whole ? 0 : 2)
    .formatToParts(n)
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('')
    .trim();
}

/**
 * The symbol that names the currency where an amount must say which dollars it is (the cart's and the checkout's
 * total): the settings symbol with the country's prefix when the currency code gives one ("CA$" for CAD and "$"),
 * else the settings symbol. Every other amount keeps the plain symbol (docs/requirements.md, "Currency").
 */
export function totalSymbol(code: string, symbol: string): string {
  let named: string | undefined;
  try {
    named = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(0).find((p) => p.type === 'currency')?.value;
  } catch {
    return symbol;
  }
  return named && named !== symbol && named.endsWith(symbol) ? named : symbol;
}

/**
 * An amount set inside a message's words on a right-to-left page (Arabic), isolated left to right (U+2066…U+2069) as
 * the amounts shown on their own are (`dir="ltr"`), so its "$" stays on the same side everywhere on the page
 * (docs/architecture.md, "Right-to-left text"). Other languages get it unchanged.
 */
export function ltrAmount(text: string, locale: string): string {
  return locale === 'ar' && text ? `\u2066${text}\u2069` : text;
}
