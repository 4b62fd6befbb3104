import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { numbersInLanguage } from './format-message.mjs';
import { compileMessages } from './messages';

const messages = compileMessages({
  stock: 'In stock: {count} left',
  boxes: '{count, plural, =0 {Enter your room} one {# box ({area} sq ft)} other {# boxes ({area} sq ft)}}',
  name: 'Hello {name}, order {number}',
  year: '© {year} Floorshop',
  rich: 'Covers <b>{area}</b> sq ft',
});
type Translate = ((key: string, values?: Record<string, unknown>) => string) & {
  markup: (key: string, values: Record<string, unknown>) => string;
};
const t = (locale: string) => createTranslator({ locale, messages }) as unknown as Translate;

describe('plain numbers in messages take the language digits', () => {
  it('writes a plain number argument as the language writes numbers, like # in a plural', () => {
    expect(t('bn')('stock', { count: 48 })).toBe('In stock: ৪৮ left');
    expect(t('bn')('boxes', { count: 13, area: 23.05 })).toBe('১৩ boxes (২৩.০৫ sq ft)');
    expect(t('fr')('boxes', { count: 2, area: 23.05 })).toBe('2 boxes (23,05 sq ft)');
    expect(t('en')('boxes', { count: 1, area: 23.05 })).toBe('1 box (23.05 sq ft)');
    // the plural still chooses by the number, exact matches included
    expect(t('bn')('boxes', { count: 0, area: 0 })).toBe('Enter your room');
  });

  it('keeps strings as given, years without a thousands separator, and works inside rich tags', () => {
    expect(t('bn')('name', { name: 'Mei', number: 'FS-1042' })).toBe('Hello Mei, order FS-1042');
    expect(t('en')('year', { year: 2026 })).toBe('© 2026 Floorshop');
    expect(t('en')('stock', { count: 1234.5678 })).toBe('In stock: 1234.5678 left');
    expect(t('bn').markup('rich', { area: 15.5, b: (chunks: string) => `[${chunks}]` })).toBe('Covers [১৫.৫] sq ft');
  });

  it('rewrites only the plain arguments named, leaving the compiled message itself unchanged', () => {
    const parts = compile('{a} and {b}') as unknown[];
    const copy = JSON.stringify(parts);
    expect(numbersInLanguage(parts, new Set(['a']))).toEqual([['a', 4, { useGrouping: false, maximumFractionDigits: 20 }], ' and ', ['b']]);
    expect(JSON.stringify(parts)).toBe(copy);
  });
});
