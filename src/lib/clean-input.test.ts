import { describe, expect, it } from 'vitest';
import { cleanInput, cleanText } from './clean-input';

describe('cleanText / cleanInput', () => {
  it('drops NUL characters and replaces lone surrogates', () => {
    expect(cleanText('oak\u0000plank')).toBe('oakplank');
    expect(cleanText('\uD800oak\uDFFF')).toBe('\uFFFDoak\uFFFD');
    expect(cleanText('Parquet 🪵 chêne')).toBe('Parquet 🪵 chêne');
  });
  it('cleans every string of a nested value and leaves other values alone', () => {
    const date = new Date(0);
    expect(cleanInput({ a: ['x\u0000', { b: '\uD83D' }], n: 1, t: true, z: null, date })).toEqual({
      a: ['x', { b: '\uFFFD' }],
      n: 1,
      t: true,
      z: null,
      date,
    });
  });
  it('keeps __proto__ keys as plain data, never as the prototype', () => {
    const out = cleanInput(JSON.parse('{"__proto__":{"isAdmin":true}}') as Record<string, unknown>);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
