import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { mailShop, orderMailWriting } from './mail-layout';

describe('mailShop', () => {
  it('takes the name, colours and currency symbol of the settings and no SVG logo, which mail clients do not show', () => {
    expect(mailShop(DEFAULT_SETTINGS, 'http://shop.test')).toEqual({
      name: 'Floorshop',
      currencySymbol: '$',
      logoUrl: null,
      colors: { accent: DEFAULT_SETTINGS.color.primary, border: DEFAULT_SETTINGS.color.body_gray, text: '#1f2937' },
      gstNumber: '',
    });
  });

  it('makes a raster logo absolute on the shop origin', () => {
    const shop = mailShop({ ...DEFAULT_SETTINGS, logo: [{ url: '/uploads/logo.png' }] }, 'https://floors.example');
    expect(shop.logoUrl).toBe('https://floors.example/uploads/logo.png');
  });
});

describe('orderMailWriting', () => {
  const line = { name: 'Tofino Vinyl Plank', colorName: 'Walnut Brown', attributeName: '8 ft', quantity: 1 };
  it("names an item and its variant in the order's language, each part in English where the order kept none", () => {
    const { itemLine } = orderMailWriting('fr');
    expect(itemLine({ ...line, localName: 'Lame vinyle Tofino', localColorName: 'Brun noyer', localAttributeName: '8 pi' })).toBe(
      'Lame vinyle Tofino (Brun noyer · 8 pi)',
    );
    expect(itemLine({ ...line, localColorName: 'Brun noyer' })).toBe('Tofino Vinyl Plank (Brun noyer · 8 ft)');
    expect(itemLine(line)).toBe('Tofino Vinyl Plank (Walnut Brown · 8 ft)');
  });
});
