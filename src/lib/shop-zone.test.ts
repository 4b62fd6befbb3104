import { describe, expect, it } from 'vitest';
import { shopDay, shopHour } from './shop-zone';

describe('shop zone', () => {
  it('gives the day and hour in Surrey, whatever the server zone', () => {
    expect(shopDay(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-01');
    expect(shopDay(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-26');
    expect(shopHour(new Date('2026-11-26T16:30:00Z'))).toBe(8);
    expect(shopHour(new Date('2026-11-27T06:00:00Z'))).toBe(22);
    // summer time: UTC-7
    expect(shopHour(new Date('2026-07-01T07:00:00Z'))).toBe(0);
  });
});
