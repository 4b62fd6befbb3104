import { describe, expect, it } from 'vitest';
import { emailKey } from './email-key';

describe('emailKey', () => {
  it('folds case, spaces, +tags and dots of the local part to one mailbox', () => {
    for (const variant of [
      'priya.sandhu@example.com',
      ' Priya.Sandhu+coupon@Example.com ',
      'p.r.i.y.a.sandhu+1+2@example.com',
      'priyasandhu@EXAMPLE.COM',
    ])
      expect(emailKey(variant), variant).toBe('priyasandhu@example.com');
  });

  it('reads googlemail.com as gmail.com and leaves other domains and their dots alone', () => {
    expect(emailKey('a.b+x@googlemail.com')).toBe('ab@gmail.com');
    expect(emailKey('ab@mail.example.co.uk')).toBe('ab@mail.example.co.uk');
  });

  it('keeps different mailboxes apart', () => {
    expect(emailKey('priya@example.com')).not.toBe(emailKey('priya@example.org'));
    expect(emailKey('priya@example.com')).not.toBe(emailKey('priyas@example.com'));
  });
});
