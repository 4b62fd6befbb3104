import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and the JavaScript line separators', () => {
    const data = { name: '</script><script>alert(1)</script>', note: 'A & B <!-- x -->', lines: 'a\u2028b\u2029c' };
    const s = serializeJsonLd(data);
    expect(s).not.toMatch(/[<>&\u2028\u2029]/);
    expect(s).toContain('\\u003c/script\\u003e');
    expect(s).toContain('A \\u0026 B');
    expect(s).toContain('a\\u2028b\\u2029c');
    expect(JSON.parse(s)).toEqual(data);
  });
  it('leaves other text as JSON.stringify writes it', () => {
    expect(serializeJsonLd({ '@type': 'Store', name: 'Floor "Shop" — Surrey' })).toBe(
      JSON.stringify({ '@type': 'Store', name: 'Floor "Shop" — Surrey' }),
    );
  });
});
