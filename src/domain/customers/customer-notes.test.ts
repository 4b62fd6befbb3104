import { describe, expect, it } from 'vitest';
import { customerNotesSchema } from './customer-notes';

const id = '6f1d3a52-7f8e-4b1c-9a2d-3e4f5a6b7c8d';
const errors = (input: object) => {
  const r = customerNotesSchema.safeParse({ id, ...input });
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('customer notes and tags', () => {
  it('keeps tags trimmed, in lower case and once each, in any script', () => {
    expect(
      customerNotesSchema.parse({ id, staffNote: '  Pays by cheque. ', tags: [' Contractor', 'VIP', 'contractor', 'عميل دائم', 'নিয়মিত'] }),
    ).toEqual({
      id,
      staffNote: 'Pays by cheque.',
      tags: ['contractor', 'vip', 'عميل دائم', 'নিয়মিত'],
    });
    expect(customerNotesSchema.parse({ id })).toEqual({ id, staffNote: '', tags: [] });
  });

  it('names the rule a bad note or tag breaks', () => {
    expect(errors({ staffNote: 'x'.repeat(2001) })).toEqual({ staffNote: 'maxChars:2000' });
    expect(errors({ tags: ['x'.repeat(31)] })).toEqual({ 'tags.0': 'maxChars:30' });
    expect(errors({ tags: ['<b>vip</b>'] })).toEqual({ 'tags.0': 'invalidTag' });
    expect(errors({ tags: ['  '] })).toEqual({ 'tags.0': 'required' });
    expect(errors({ tags: Array.from({ length: 21 }, (_, i) => `tag ${i}`) })).toEqual({ tags: 'maxItems:20' });
  });
});
