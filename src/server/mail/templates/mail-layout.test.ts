import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { mailShop } from './mail-layout';

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
