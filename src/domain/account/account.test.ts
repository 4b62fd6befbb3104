import { describe, expect, it } from 'vitest';
import { authErrorCode } from './auth-errors';
import { safeCallbackUrl, signInRedirect } from './callback-url';
import { passwordProblem } from './password-rules';
import { addressSchema, signUpSchema } from './schemas';
import { parseGuestWishlist } from './wishlist';

describe('password rules', () => {
  it('needs at least 8 characters', () => {
    expect(passwordProblem('Ab3$xyz')).toBe('passwordTooShort');
    expect(passwordProblem('Ab3$xyzQ')).toBeNull();
  });
  it('refuses common passwords whatever their case', () => {
    for (const p of ['password', 'Password1', 'QWERTY123', '12345678', 'iloveyou', 'letmein!', 'football2024', 'Summer2023']) {
      expect(passwordProblem(p), p).toBe('passwordCommon');
    }
  });
  it("refuses the account's own e-mail and name", () => {
    expect(passwordProblem('casey.customer', { email: 'casey.customer@example.com' })).toBe('passwordCommon');
    expect(passwordProblem('CaseyCustomer', { name: 'Casey Customer' })).toBe('passwordCommon');
  });
  it('accepts a long uncommon passphrase', () => {
    expect(passwordProblem('amber-tile-grout-42', { email: 'a@b.co' })).toBeNull();
  });
  it('refuses absurdly long input', () => {
    expect(passwordProblem('x'.repeat(201))).toBe('passwordTooLong');
  });
});

describe('callback URLs stay on this site', () => {
  it('keeps relative paths with their query', () => {
    expect(safeCallbackUrl('/profile?tab=orders')).toBe('/profile?tab=orders');
  });
  it('refuses other sites and protocol-relative tricks', () => {
    expect(safeCallbackUrl('https://evil.example/x', 'http://shop.test')).toBe('/');
    expect(safeCallbackUrl('//evil.example/x')).toBe('/');
    expect(safeCallbackUrl('/\\evil.example')).toBe('/');
    expect(safeCallbackUrl('javascript:alert(1)', 'http://shop.test')).toBe('/');
  });
  it('turns an absolute URL on this origin into its path', () => {
    expect(safeCallbackUrl('http://shop.test/profile#w', 'http://shop.test')).toBe('/profile#w');
  });
  it('builds the SessionRequired redirect with a return address', () => {
    expect(signInRedirect('/profile')).toBe('/signin?error=SessionRequired&callbackUrl=%2Fprofile');
  });
});

describe('auth error codes', () => {
  it('knows the auth error names and maps unknown values to Default', () => {
    expect(authErrorCode('CredentialsSignin')).toBe('CredentialsSignin');
    expect(authErrorCode('InvalidCallbackUrl')).toBe('InvalidCallbackUrl');
    expect(authErrorCode('NO_SECRET')).toBe('MissingSecretError');
    expect(authErrorCode('<script>')).toBe('Default');
    // a link that wrote out a missing error shows none
    for (const none of ['undefined', 'null', '', ' ', undefined, null]) expect(authErrorCode(none)).toBeNull();
    expect(authErrorCode(undefined)).toBeNull();
  });
});

describe('account schemas', () => {
  it('normalises the e-mail and refuses a bad one', () => {
    expect(signUpSchema.parse({ name: ' Ann ', email: ' Ann@Example.COM ', password: 'x' })).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
    });
    expect(signUpSchema.safeParse({ name: 'Ann', email: 'nope', password: 'x' }).success).toBe(false);
  });
  it('strips bidi controls from names, phones, e-mails and addresses', () => {
    expect(signUpSchema.parse({ name: '\u202eAnn\u202c', email: '\u200eann@example.com', password: 'x' })).toMatchObject({
      name: 'Ann',
      email: 'ann@example.com',
    });
    const r = addressSchema.parse({
      kind: 'billing',
      fullName: '\u2067Ann\u2069',
      phone: '\u202a604-555-0123\u202c',
      email: 'a@b.co',
      house: '13450 \u202e104 Ave',
      city: 'Surrey\u200f',
      state: 'BC',
      zipCode: 'V3W 3M9',
      country: 'CA',
    });
    expect(r).toMatchObject({ fullName: 'Ann', phone: '604-555-0123', house: '13450 104 Ave', city: 'Surrey' });
  });
  it('requires every address field', () => {
    const r = addressSchema.safeParse({
      kind: 'billing',
      fullName: 'A',
      phone: '',
      email: 'a@b.co',
      house: '1',
      city: 'S',
      state: 'BC',
      zipCode: 'V3W',
      country: 'CA',
    });
    expect(r.success).toBe(false);
  });
});

describe('guest wishlist', () => {
  it('keeps unique product ids and drops junk', () => {
    const id = '0b6f2c8e-1d2a-4c3b-9e8f-123456789abc';
    expect(parseGuestWishlist(JSON.stringify([id, id, 'x', 4]))).toEqual([id]);
    expect(parseGuestWishlist('{bad')).toEqual([]);
  });
});
