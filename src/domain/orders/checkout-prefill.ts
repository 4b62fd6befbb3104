import type { AddressInfo } from '@/domain/cart/cart';
import { CANADIAN_PROVINCES, countryCode } from '@/domain/geo/countries';

/** One of a customer's saved addresses (the address book). */
export interface SavedAddress {
  id: string;
  kind: 'billing' | 'shipping';
  isDefault: boolean;
  address: AddressInfo;
}

/** What the signed-in customer's profile holds. */
export interface CheckoutProfile {
  name: string;
  email: string;
  phone: string | null;
}

/** The checkout form's opening values for a signed-in customer, and which saved addresses they came from. */
export interface CheckoutPrefill {
  billing: AddressInfo;
  shipping: AddressInfo;
  sameAsBilling: boolean;
  billingId: string | null;
  shippingId: string | null;
}

/** The form's empty address: Canada, British Columbia (the shop's own). */
export const EMPTY_CHECKOUT_ADDRESS: AddressInfo = {
  fullName: '',
  phone: '',
  email: '',
  house: '',
  city: '',
  state: 'BC',
  zipCode: '',
  country: 'CA',
};

const fold = (s: string) => s.trim().toLowerCase();

/** A Canadian province as its code ("British Columbia" -> "BC"); other countries keep the text as saved. */
function provinceCode(country: string, state: string): string {
  if (country !== 'CA') return state;
  const v = fold(state);
  const hit = CANADIAN_PROVINCES.find((p) => fold(p.code) === v || Object.values(p.name).some((n) => fold(n) === v));
  return hit?.code ?? state;
}

/** A saved address in the form's terms (codes for country and province); blank phone or e-mail from the profile. */
export function formAddress(a: AddressInfo, profile?: CheckoutProfile | null): AddressInfo {
  const country = countryCode(a.country);
  return {
    ...a,
    email: a.email.trim() || profile?.email || '',
    phone: a.phone.trim() || profile?.phone || '',
    country,
    state: provinceCode(country, a.state),
  };
}

const pick = (saved: readonly SavedAddress[], kind: SavedAddress['kind']) =>
  saved.find((a) => a.kind === kind && a.isDefault) ?? saved.find((a) => a.kind === kind);

const sameAddress = (a: AddressInfo, b: AddressInfo) => (Object.keys(a) as (keyof AddressInfo)[]).every((k) => fold(a[k]) === fold(b[k]));

/**
 * The checkout of a signed-in customer opens filled in (docs/requirements.md, "Checkout form"): billing from the
 * default billing address (else the first billing address, else the shipping one), else the profile's name, e-mail
 * and phone; shipping from the default (else first) shipping address, with "same as billing" unticked when that
 * address differs from the billing one.
 */
export function checkoutPrefill(profile: CheckoutProfile, saved: readonly SavedAddress[]): CheckoutPrefill {
  const billingSource = pick(saved, 'billing') ?? pick(saved, 'shipping');
  const shippingSource = pick(saved, 'shipping');
  const billing = billingSource
    ? formAddress(billingSource.address, profile)
    : { ...EMPTY_CHECKOUT_ADDRESS, fullName: profile.name, email: profile.email, phone: profile.phone ?? '' };
  const shipping = shippingSource ? formAddress(shippingSource.address, profile) : billing;
  const sameAsBilling = !shippingSource || sameAddress(billing, shipping);
  return {
    billing,
    shipping,
    sameAsBilling,
    billingId: billingSource?.id ?? null,
    shippingId: sameAsBilling ? null : (shippingSource?.id ?? null),
  };
}
