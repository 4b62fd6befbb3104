import { describe, expect, it } from 'vitest';
import { cleanInput, cleanText, stripBidiControls } from './clean-input';

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
  it('strips every bidi embedding, override, isolate and direction mark, and nothing else', () => {
    const controls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u061c',
    ];
    for (const c of controls) expect(stripBidiControls(`13450 ${c}104 Ave${c}`)).toBe('13450 104 Ave');
    expect(stripBidiControls('\u202eevA 401 05431\u202c')).toBe('evA 401 05431');
    // Arabic and Bengali letters, the zero-width joiners Bengali needs and emoji are kept
    expect(stripBidiControls('شارع الملك ١٢ \u09a8\u09cd\u200d\u09af 🪵')).toBe('شارع الملك ١٢ \u09a8\u09cd\u200d\u09af 🪵');
  });
});
