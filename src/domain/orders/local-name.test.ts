import { describe, expect, it } from 'vitest';
import { customerItemName, invoiceItemName, localNameOf, pdfCanDraw } from './local-name';

const tr = { fr: { name: 'Chêne de Kitsilano' }, ar: { name: 'بلوط كيتسيلانو' }, bn: { name: '  ' } };

describe('localNameOf', () => {
  it("keeps the translated name of the order's language", () => {
    expect(localNameOf('Kitsilano Oak', tr, 'fr')).toBe('Chêne de Kitsilano');
    expect(localNameOf('Kitsilano Oak', tr, 'ar')).toBe('بلوط كيتسيلانو');
  });
  it('keeps nothing for English, an unknown or missing language, a blank or missing translation, or the English name again', () => {
    expect(localNameOf('Kitsilano Oak', tr, 'en')).toBeNull();
    expect(localNameOf('Kitsilano Oak', tr, null)).toBeNull();
    expect(localNameOf('Kitsilano Oak', tr, 'de')).toBeNull();
    expect(localNameOf('Kitsilano Oak', tr, 'bn')).toBeNull();
    expect(localNameOf('Kitsilano Oak', null, 'fr')).toBeNull();
    expect(localNameOf('Kitsilano Oak', { fr: { name: 'Kitsilano Oak' } }, 'fr')).toBeNull();
  });
});

describe('customerItemName and invoiceItemName', () => {
  it('name a line in its language, else in English', () => {
    expect(customerItemName({ name: 'Kitsilano Oak', localName: 'بلوط كيتسيلانو' })).toBe('بلوط كيتسيلانو');
    expect(customerItemName({ name: 'Kitsilano Oak', localName: null })).toBe('Kitsilano Oak');
  });
  it('put on the invoice only what its fonts can draw (Latin, Arabic)', () => {
    expect(pdfCanDraw('Chêne de Kitsilano – l’original, 12,3 mm € œ')).toBe(true);
    expect(pdfCanDraw('বাংলা')).toBe(false);
    expect(pdfCanDraw('Żywiec')).toBe(false);
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'Chêne de Kitsilano' })).toBe('Chêne de Kitsilano');
    expect(pdfCanDraw('بلوط كيتسيلانو ١٢ مم')).toBe(true);
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'بلوط كيتسيلانو' })).toBe('بلوط كيتسيلانو');
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'কিটসিলানো ওক' })).toBe('Kitsilano Oak');
    expect(invoiceItemName({ name: 'Kitsilano Oak' })).toBe('Kitsilano Oak');
  });
});
