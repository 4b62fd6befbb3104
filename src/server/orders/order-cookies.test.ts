import { describe, expect, it } from 'vitest';
import { readOrderCookie, signOrderCookie } from './order-cookies';

const SECRET = 'a-test-secret-that-is-long-enough-000000';
const ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';
const OTHER = '00000000-0000-4000-8000-000000000001';

describe('signed order cookies', () => {
  it('reads back the order id it signed', () => {
    expect(readOrderCookie('lastOrder', signOrderCookie('lastOrder', ID, SECRET), SECRET)).toBe(ID);
    expect(readOrderCookie('lookup', signOrderCookie('lookup', ID, SECRET), SECRET)).toBe(ID);
  });

  it('refuses a bare order id, as the cookie held before it was signed', () => {
    expect(readOrderCookie('lastOrder', ID, SECRET)).toBeNull();
  });

  it('refuses another order id under a valid signature', () => {
    const signature = signOrderCookie('lastOrder', ID, SECRET).split('.')[1];
    expect(readOrderCookie('lastOrder', `${OTHER}.${signature}`, SECRET)).toBeNull();
  });

  it('refuses a value signed for the other cookie or with another secret', () => {
    expect(readOrderCookie('lookup', signOrderCookie('lastOrder', ID, SECRET), SECRET)).toBeNull();
    expect(readOrderCookie('lastOrder', signOrderCookie('lastOrder', ID, 'another-secret-another-secret-0000'), SECRET)).toBeNull();
  });

  it('refuses empty, malformed and truncated values without throwing', () => {
    for (const v of [undefined, '', '.', `${ID}.`, `.${ID}`, 'not-an-id.abc', signOrderCookie('lastOrder', ID, SECRET).slice(0, -2)]) {
      expect(readOrderCookie('lastOrder', v, SECRET)).toBeNull();
    }
  });
});
