import { describe, expect, it } from 'vitest';
import { shopPageUrl } from './shop-link';

describe('shopPageUrl', () => {
  it("links to the page in the mail's language, English unprefixed", () => {
    expect(shopPageUrl('https://shop.test', '/order/lookup', 'ar')).toBe('https://shop.test/ar/order/lookup');
    expect(shopPageUrl('https://shop.test/', '/order/lookup', 'fr')).toBe('https://shop.test/fr/order/lookup');
    expect(shopPageUrl('https://shop.test/', '/order/lookup', 'en')).toBe('https://shop.test/order/lookup');
    expect(shopPageUrl('https://shop.test', '/', 'bn')).toBe('https://shop.test/bn');
  });
});
