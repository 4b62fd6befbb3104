import { describe, expect, it } from 'vitest';
import { isolateFor, isolateText } from './bidi-text';

describe('isolating values in plain text', () => {
  it('isolates a value with FSI…PDI, on a right-to-left page only', () => {
    expect(isolateText('L2609-010')).toBe('\u2068L2609-010\u2069');
    expect(isolateFor('rtl')('9.8 mm')).toBe('\u20689.8 mm\u2069');
    expect(isolateFor('ltr')('9.8 mm')).toBe('9.8 mm');
  });
});
