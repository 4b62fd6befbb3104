import { describe, expect, it } from 'vitest';
import { forPdf } from './pdf-fonts';

describe('forPdf', () => {
  it('writes precomposed Arabic letters as letter and mark, in every string of the value', () => {
    const out = forPdf({ name: 'أميرة', lines: ['مؤسسة', 'آمنة'], qty: 3, logo: null });
    expect(out.name).toBe('\u0627\u0654ميرة');
    expect(out.lines).toEqual(['م\u0648\u0654سسة', '\u0627\u0653منة']);
    expect(out.qty).toBe(3);
    expect(out.logo).toBeNull();
  });

  it('leaves Latin accents and Bengali as they are', () => {
    expect(forPdf('Chêne de Kitsilano')).toBe('Chêne de Kitsilano');
    expect(forPdf('ওক ১২')).toBe('ওক ১২');
  });

  it('keeps bytes (the logo) untouched', () => {
    const logo = Buffer.from([1, 2, 3]);
    expect(forPdf({ logo }).logo).toBe(logo);
  });
});
