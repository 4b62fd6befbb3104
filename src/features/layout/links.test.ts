import { describe, expect, it } from 'vitest';
import { mapsUrl, safeHttpUrl, telHref } from './links';

describe('layout links', () => {
  it('builds a maps search link for the address', () => {
    expect(mapsUrl('7350 120 St, Surrey, BC')).toBe('https://www.google.com/maps/search/?api=1&query=7350%20120%20St%2C%20Surrey%2C%20BC');
  });
  it('keeps only digits and + in tel: links', () => {
    expect(telHref('+1 (604) 555-0142')).toBe('tel:+16045550142');
  });
  it('accepts http(s) links only', () => {
    expect(safeHttpUrl('https://facebook.com/x')).toBe('https://facebook.com/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
});
