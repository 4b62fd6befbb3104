import { describe, expect, it } from 'vitest';
import { formatMoney, ltrAmount, money, totalSymbol } from './money';

describe('money', () => {
  it('formats exact two-decimal strings', () => {
    expect(money(155.68)).toBe('155.68');
    expect(money(0.1 + 0.2)).toBe('0.30');
    expect(money(1.005)).toBe('1.01');
    expect(money(49)).toBe('49.00');
    expect(money(-2.5)).toBe('-2.50');
  });
});

/** Intl separates some parts with no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('uses the locale format and the settings symbol in each shop locale', () => {
    expect(formatMoney(1234.5, 'en', '$')).toBe('$1,234.50');
    expect(plain(formatMoney(1234.5, 'fr', '$'))).toBe('1 234,50 $');
    expect(plain(formatMoney(1234.5, 'bn', '৳'))).toBe('১,২৩৪.৫০ ৳');
    const ar = formatMoney(1234.5, 'ar', '$');
    expect(ar).toContain('$');
    expect(ar).not.toBe(formatMoney(1234.5, 'en', '$'));
  });
  it('puts the minus sign where the locale does, never between symbol and number', () => {
    expect(formatMoney(-0.04, 'en', '$')).toBe('-$0.04');
    expect(plain(formatMoney(-0.04, 'fr', '$'))).toBe('-0,04 $');
    expect(formatMoney(-3, 'en', 'CA$')).toBe('-CA$3.00');
    expect(formatMoney(-3, 'en', '$')).not.toContain('$-');
    expect(formatMoney(-0.001, 'en', '$')).toBe('$0.00');
  });
  it('reads decimal strings from the database and gives "" for anything else', () => {
    expect(formatMoney('2.00', 'en', '$')).toBe('$2.00');
    expect(formatMoney('abc', 'en', '$')).toBe('');
    expect(formatMoney('', 'en', '$')).toBe('');
    expect(formatMoney(Number.NaN, 'en', '$')).toBe('');
  });
  it('falls back on en-US for an unknown locale', () => {
    expect(formatMoney(5, 'xx', '$')).toBe('$5.00');
  });
  it('can leave out the cents of whole amounts only', () => {
    expect(formatMoney(1200, 'en', '$', { stripZeroCents: true })).toBe('$1,200');
    expect(formatMoney(12.5, 'en', '$', { stripZeroCents: true })).toBe('$12.50');
  });
});

describe('totalSymbol (the total says which dollars)', () => {
  it('names Canadian dollars CA$ and leaves other symbols as set', () => {
    expect(totalSymbol('CAD', '$')).toBe('CA$');
    expect(totalSymbol('USD', '$')).toBe('$');
    expect(totalSymbol('EUR', '€')).toBe('€');
    expect(totalSymbol('BDT', '৳')).toBe('৳');
    expect(totalSymbol('not a code', '$')).toBe('$');
  });

  it('reads CA$ in every shop language, the amount in the language digits', () => {
    expect(formatMoney(12.5, 'en', totalSymbol('CAD', '$'))).toBe('CA$12.50');
    expect(formatMoney(12.5, 'fr', totalSymbol('CAD', '$'))).toMatch(/^12,50\sCA\$$/);
  });
});

describe('ltrAmount (an amount inside Arabic words keeps the side of its "$")', () => {
  it('isolates the amount left to right on Arabic pages only', () => {
    expect(ltrAmount('12.50 $', 'ar')).toBe('\u206612.50 $\u2069');
    expect(ltrAmount('$12.50', 'en')).toBe('$12.50');
    expect(ltrAmount('১২.৫০ $', 'bn')).toBe('১২.৫০ $');
    expect(ltrAmount('', 'ar')).toBe('');
  });
});
