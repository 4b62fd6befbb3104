import { describe, expect, it } from 'vitest';
import { limitMessage, MESSAGE_KEY, splitMessage } from './limit-message';

describe('limit messages', () => {
  it('carry their limit beside the key and give it back as max', () => {
    expect(limitMessage('maxChars', 200)).toBe('maxChars:200');
    expect(splitMessage('maxChars:200')).toEqual({ key: 'maxChars', values: { max: 200 } });
    expect(splitMessage(limitMessage('maxNumber', 999_999_999.99))).toEqual({ key: 'maxNumber', values: { max: 999_999_999.99 } });
    expect(splitMessage('required')).toEqual({ key: 'required' });
    expect(splitMessage('dashCommerce.validation.x')).toEqual({ key: 'dashCommerce.validation.x' });
  });
  it('are message keys; free text is not', () => {
    for (const key of ['required', 'maxChars:200', 'maxNumber:10000000', 'dashCommerce.validation.x']) expect(key).toMatch(MESSAGE_KEY);
    for (const text of ['Too long', 'maxChars:', 'a:b', ':200']) expect(text).not.toMatch(MESSAGE_KEY);
  });
});
