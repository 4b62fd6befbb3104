import { describe, expect, it } from 'vitest';
import { mergeMessages } from './messages';

describe('mergeMessages (English fallback per key)', () => {
  it('keeps translated keys and fills missing ones from English', () => {
    const en = { home: { title: 'Home', shop: 'Shop' }, ok: 'OK' };
    const fr = { home: { title: 'Accueil' } };
    expect(mergeMessages(en, fr)).toEqual({ home: { title: 'Accueil', shop: 'Shop' }, ok: 'OK' });
  });
});
