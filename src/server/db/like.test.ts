import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like';

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain text')).toBe('plain text');
  });
  it('wraps the escaped text for "contains"', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });
});
