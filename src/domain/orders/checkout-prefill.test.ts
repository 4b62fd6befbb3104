import { describe, expect, it } from 'vitest';
import { countryCode } from '@/domain/geo/countries';
import { checkoutPrefill, EMPTY_CHECKOUT_ADDRESS, formAddress, type SavedAddress } from './checkout-prefill';

const profile = { name: 'Mei Chen', email: 'mei@example.com', phone: '604-555-0150' };
const home = {
  fullName: 'Mei Chen',
  phone: '604-555-0150',
  email: 'mei@example.com',
  house: '10153 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};
const office = { ...home, house: '7350 120 St', zipCode: 'V3W 3M9' };
const site = { ...home, fullName: 'Chen Renovations', house: '15 Marine Dr', city: 'White Rock', zipCode: 'V4B 1A1' };
const saved = (id: string, kind: SavedAddress['kind'], address: typeof home, isDefault = false): SavedAddress => ({
  id,
  kind,
  isDefault,
  address,
});

describe('checkout prefill', () => {
  it('opens with the default billing address, not the first one saved', () => {
    const p = checkoutPrefill(profile, [saved('a', 'billing', office), saved('b', 'billing', home, true)]);
    expect(p).toEqual({ billing: home, shipping: home, sameAsBilling: true, billingId: 'b', shippingId: null });
  });

  it('falls back to the first billing address, then to a shipping address', () => {
    expect(checkoutPrefill(profile, [saved('a', 'billing', office), saved('b', 'billing', home)]).billingId).toBe('a');
    const onlyShipping = checkoutPrefill(profile, [saved('s', 'shipping', site, true)]);
    expect(onlyShipping).toMatchObject({ billing: site, billingId: 's', sameAsBilling: true, shippingId: null });
  });

  it('ships to the default shipping address when it differs from the billing one', () => {
    const p = checkoutPrefill(profile, [saved('b', 'billing', home, true), saved('s', 'shipping', site, true)]);
    expect(p).toEqual({ billing: home, shipping: site, sameAsBilling: false, billingId: 'b', shippingId: 's' });
    const same = checkoutPrefill(profile, [saved('b', 'billing', home, true), saved('s', 'shipping', { ...home, city: 'SURREY ' })]);
    expect(same).toMatchObject({ sameAsBilling: true, shippingId: null });
  });

  it('without saved addresses, takes name, e-mail and phone from the profile', () => {
    expect(checkoutPrefill(profile, [])).toEqual({
      billing: { ...EMPTY_CHECKOUT_ADDRESS, fullName: 'Mei Chen', email: 'mei@example.com', phone: '604-555-0150' },
      shipping: { ...EMPTY_CHECKOUT_ADDRESS, fullName: 'Mei Chen', email: 'mei@example.com', phone: '604-555-0150' },
      sameAsBilling: true,
      billingId: null,
      shippingId: null,
    });
    expect(checkoutPrefill({ ...profile, phone: null }, []).billing.phone).toBe('');
  });

  it("puts a saved address in the form's terms: country and province codes, blanks from the profile", () => {
    const written = { ...home, country: 'Canada', state: 'British Columbia', email: ' ', phone: '' };
    expect(formAddress(written, profile)).toEqual(home);
    expect(formAddress({ ...home, country: 'united states', state: 'Washington' })).toMatchObject({ country: 'US', state: 'Washington' });
    expect(formAddress({ ...home, country: 'Atlantis' }).country).toBe('');
  });

  it('reads a country code or a name in any shop language', () => {
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('Canada')).toBe('CA');
    expect(countryCode('Allemagne')).toBe('DE');
    expect(countryCode('')).toBe('');
  });
});
