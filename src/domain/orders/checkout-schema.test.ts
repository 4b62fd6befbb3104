import { describe, expect, it } from 'vitest';
import { addressSchema, contactSchema } from './checkout-schema';
import { addressSchema as savedAddressSchema } from '../account/schemas';
import { formAddress } from './checkout-prefill';
import { measureRequestSchema } from '../measure/measure';

const address = {
  fullName: 'Harjit Gill',
  phone: '604 555 0199',
  email: 'harjit@example.com',
  house: '13450 104 Ave',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 1V8',
  country: 'CA',
};

const errorsOf = (input: unknown) => {
  const r = addressSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a delivery address in Canada (docs/requirements.md, "Addresses and postal codes")', () => {
  it('stores the postal code as "V3T 1V8", however it was typed', () => {
    expect(addressSchema.parse({ ...address, zipCode: 'v3t1v8' }).zipCode).toBe('V3T 1V8');
    expect(addressSchema.parse({ ...address, zipCode: ' V3T 1V8 ' }).zipCode).toBe('V3T 1V8');
  });

  it('refuses a postal code that is not Canadian, with one message', () => {
    expect(errorsOf({ ...address, zipCode: 'ZZZ' })).toEqual({ zipCode: 'invalidPostalCode' });
    expect(errorsOf({ ...address, zipCode: '12345' })).toEqual({ zipCode: 'invalidPostalCode' });
    expect(errorsOf({ ...address, zipCode: 'D3T 1V8' })).toEqual({ zipCode: 'invalidPostalCode' });
    // a character no postal code has keeps its own message, not two
    expect(errorsOf({ ...address, zipCode: 'V3T/1V8' })).toEqual({ zipCode: 'invalidZip' });
  });

  it('refuses a postal code of another province, and a province that is not one', () => {
    expect(errorsOf({ ...address, zipCode: 'A1A 1A1' })).toEqual({ zipCode: 'postalCodeProvince' });
    expect(errorsOf({ ...address, state: 'NL', city: "St. John's", zipCode: 'A1A 1A1' })).toEqual({});
    expect(errorsOf({ ...address, state: 'Cascadia' })).toEqual({ state: 'invalidProvince' });
  });

  it('leaves other countries their own postal codes', () => {
    expect(errorsOf({ ...address, country: 'US', state: 'WA', zipCode: '98101' })).toEqual({});
  });

  it('needs a full name of two letters at least', () => {
    expect(errorsOf({ ...address, fullName: 'A' })).toEqual({ fullName: 'nameTooShort' });
    expect(errorsOf({ ...address, fullName: 'Al' })).toEqual({});
  });

  it('asks a showroom pickup for a full name too, and nothing of the address', () => {
    expect(contactSchema.safeParse({ ...address, fullName: 'A', house: '', zipCode: '', state: '', country: '' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...address, house: '', zipCode: '', state: '', country: '' }).success).toBe(true);
  });
});

describe('the same rule elsewhere', () => {
  it('in the address book, where the country and province are typed as names', () => {
    const saved = { ...address, kind: 'shipping', country: 'Canada', state: 'British Columbia' };
    expect(savedAddressSchema.parse({ ...saved, zipCode: 'v3t1v8' }).zipCode).toBe('V3T 1V8');
    const r = savedAddressSchema.safeParse({ ...saved, zipCode: 'A1A 1A1' });
    expect(r.success ? null : r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['zipCode', 'postalCodeProvince']]);
  });

  it('in the address book: every address it saves, checkout accepts as it is filled in from it', () => {
    const tries = [
      {},
      { phone: '12' },
      { phone: '+1 (604) 555-0199 ext 2' },
      { zipCode: 'V3T#1V8', country: 'US', state: 'WA' },
      { zipCode: '98101-1234-5678', country: 'US', state: 'WA' },
      { city: 'S'.repeat(110) },
      {
        state: 'Washington State of the United States of America and more words to pass one hundred letters, yes',
        country: 'US',
        zipCode: '98101',
      },
      { country: 'Canada', state: 'British Columbia' },
      { country: 'كندا', state: 'BC' },
      { country: 'Atlantis' },
      { fullName: 'J' },
    ];
    for (const change of tries) {
      const saved = savedAddressSchema.safeParse({ ...address, kind: 'shipping', ...change });
      if (!saved.success) continue;
      const fields = Object.fromEntries(Object.keys(address).map((k) => [k, saved.data[k as keyof typeof address]]));
      expect(addressSchema.safeParse(formAddress(fields as typeof address)).error?.issues ?? [], JSON.stringify(change)).toEqual([]);
    }
  });

  it("in the address book: the checkout's messages, and a country typed as its name stored as its code", () => {
    const saved = (change: object) => savedAddressSchema.safeParse({ ...address, kind: 'billing', ...change });
    // each field's messages, once each
    const messages = (change: object) => [...new Set(saved(change).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`))];
    expect(messages({ phone: '12' })).toEqual(['phone: invalidPhone']);
    expect(messages({ city: 'S'.repeat(101) })).toEqual(['city: tooLong']);
    expect(messages({ country: 'Atlantis' })).toEqual(['country: invalidCountry']);
    expect(messages({ zipCode: 'V3T#1V8', country: 'US', state: 'WA' })).toEqual(['zipCode: invalidZip']);
    expect(saved({ country: 'Canada' }).data?.country).toBe('CA');
    expect(saved({ country: 'Allemagne', state: 'Berlin', zipCode: '10115' }).data?.country).toBe('DE');
  });

  it('in the measure request, which takes British Columbia codes only', () => {
    const schema = measureRequestSchema('2026-01-15').shape.postalCode;
    expect(schema.parse('v3t1v8')).toBe('V3T 1V8');
    expect(schema.safeParse('D3T 1V8').success).toBe(false);
    expect(schema.safeParse('A1A 1A1').success).toBe(false);
  });
});
