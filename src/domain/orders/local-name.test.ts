import { describe, expect, it } from 'vitest';
import {
  customerDelivery,
  localDeliveryOf,
  customerItemName,
  customerVariant,
  invoiceItemName,
  invoiceVariant,
  localNameOf,
  localTextOf,
  localVariantOf,
  pdfCanDraw,
} from './local-name';

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
  it('put on the invoice only what its fonts can draw (Latin, Arabic, Bengali)', () => {
    expect(pdfCanDraw('Chêne de Kitsilano – l’original, 12,3 mm € œ')).toBe(true);
    expect(pdfCanDraw('বাংলা')).toBe(true);
    expect(pdfCanDraw('কিটসিলানো ওক ১২ মিমি (12mm) · ৳৫০০।')).toBe(true);
    // one shaper draws Bengali and Arabic together, with Latin-1 beside them
    expect(pdfCanDraw('বাংলা بلوط 12mm')).toBe(true);
    // a Latin letter outside Latin-1 beside Arabic: the shaper's Latin font has not got it
    expect(pdfCanDraw('بلوط Šibenik')).toBe(false);
    expect(pdfCanDraw('Šibenik')).toBe(true);
    expect(pdfCanDraw('Żywiec')).toBe(false);
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'Chêne de Kitsilano' })).toBe('Chêne de Kitsilano');
    expect(pdfCanDraw('بلوط كيتسيلانو ١٢ مم')).toBe(true);
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'بلوط كيتسيلانو' })).toBe('بلوط كيتسيلانو');
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'কিটসিলানো ওক' })).toBe('কিটসিলানো ওক');
    expect(invoiceItemName({ name: 'Kitsilano Oak', localName: 'কিটসিলানো ওক Żywiec' })).toBe('Kitsilano Oak');
    expect(invoiceItemName({ name: 'Kitsilano Oak' })).toBe('Kitsilano Oak');
  });
});

describe('localTextOf and localVariantOf', () => {
  const walnut = { fr: { name: 'Noyer' }, ar: { name: 'جوز' }, bn: { name: 'আখরোট' } };
  const mm = { fr: { value: '12 mm' }, ar: { value: '١٢ مم' } };
  it("keep the colour's name and the attribute value in the order's language", () => {
    expect(localTextOf('Walnut', walnut, 'name', 'fr')).toBe('Noyer');
    expect(localVariantOf({ color: 'Walnut', colorTranslations: walnut, attribute: '12mm', attributeTranslations: mm }, 'ar')).toEqual({
      localColorName: 'جوز',
      localAttributeName: '١٢ مم',
    });
  });
  it('keep nothing for English, a missing part, a missing translation or one equal to English', () => {
    expect(localVariantOf({ color: 'Walnut', colorTranslations: walnut, attribute: '12mm', attributeTranslations: mm }, 'en')).toEqual({
      localColorName: null,
      localAttributeName: null,
    });
    expect(localVariantOf({ color: null, attribute: '12mm', attributeTranslations: mm }, null)).toEqual({
      localColorName: null,
      localAttributeName: null,
    });
    expect(localVariantOf({ color: null, colorTranslations: walnut, attribute: '12 mm', attributeTranslations: mm }, 'fr')).toEqual({
      localColorName: null,
      localAttributeName: null,
    });
    expect(localVariantOf({ color: 'Walnut', colorTranslations: null, attribute: '12mm', attributeTranslations: mm }, 'bn')).toEqual({
      localColorName: null,
      localAttributeName: null,
    });
  });
});

describe('customerVariant and invoiceVariant', () => {
  const line = { colorName: 'Walnut', attributeName: '12mm', localColorName: 'আখরোট', localAttributeName: null };
  it("name each part in the order's language when kept, else in English", () => {
    expect(customerVariant(line)).toEqual({ colorName: 'আখরোট', attributeName: '12mm' });
    expect(customerVariant({ colorName: null, attributeName: '12mm', localColorName: 'Noyer', localAttributeName: '12 mm' })).toEqual({
      colorName: null,
      attributeName: '12 mm',
    });
    expect(customerVariant({ colorName: 'Walnut', attributeName: null })).toEqual({ colorName: 'Walnut', attributeName: null });
  });
  it('put on the invoice only the parts its fonts can draw', () => {
    expect(invoiceVariant(line)).toEqual({ colorName: 'আখরোট', attributeName: '12mm' });
    expect(invoiceVariant({ ...line, localColorName: 'আখরোট Żywiec' })).toEqual({ colorName: 'Walnut', attributeName: '12mm' });
    expect(invoiceVariant({ colorName: 'Walnut', attributeName: '12mm', localColorName: 'جوز', localAttributeName: '١٢ مم' })).toEqual({
      colorName: 'جوز',
      attributeName: '١٢ مم',
    });
    expect(invoiceVariant({ colorName: 'Walnut', attributeName: null, localColorName: 'Noyer' })).toEqual({
      colorName: 'Noyer',
      attributeName: null,
    });
  });
});

describe('localDeliveryOf and customerDelivery', () => {
  const option = {
    type: 'Local delivery',
    area: 'Surrey, Delta & White Rock',
    translations: { ar: { type: 'توصيل محلي', area: 'ساري ودلتا ووايت روك' }, fr: { type: 'Livraison locale' }, bn: { type: '  ' } },
  };

  it('keeps the type and area in the order language when translated and different, else null', () => {
    expect(localDeliveryOf(option, 'ar')).toEqual({ localDeliveryType: 'توصيل محلي', localDeliveryArea: 'ساري ودلتا ووايت روك' });
    expect(localDeliveryOf(option, 'fr')).toEqual({ localDeliveryType: 'Livraison locale', localDeliveryArea: null });
    expect(localDeliveryOf(option, 'bn')).toEqual({ localDeliveryType: null, localDeliveryArea: null });
    expect(localDeliveryOf(option, 'en')).toEqual({ localDeliveryType: null, localDeliveryArea: null });
    expect(localDeliveryOf({ ...option, translations: null }, 'ar')).toEqual({ localDeliveryType: null, localDeliveryArea: null });
    expect(localDeliveryOf(option, null)).toEqual({ localDeliveryType: null, localDeliveryArea: null });
  });

  it('shows the kept names, English where none was kept', () => {
    expect(customerDelivery({ type: 'Local delivery', area: 'Surrey', localType: 'توصيل محلي', localArea: 'ساري' })).toEqual({
      type: 'توصيل محلي',
      area: 'ساري',
    });
    expect(customerDelivery({ type: 'Local delivery', area: 'Surrey', localType: 'Livraison locale', localArea: null })).toEqual({
      type: 'Livraison locale',
      area: 'Surrey',
    });
    expect(customerDelivery({ type: 'Local delivery', area: 'Surrey' })).toEqual({ type: 'Local delivery', area: 'Surrey' });
  });
});
