import { describe, expect, it } from 'vitest';
import { lotWarning, pickupReadiness, soldAs, stockPlacesOf } from './stock-places';

describe('lotWarning', () => {
  it('names the largest lot when more is asked for than it holds', () => {
    expect(lotWarning(9, 8, true)).toBe(8);
    expect(lotWarning(100, 1, true)).toBe(1);
  });
  it('says nothing when one lot holds enough', () => {
    expect(lotWarning(8, 8, true)).toBeNull();
    expect(lotWarning(1, 8, true)).toBeNull();
  });
  it('says nothing of a product that is not lot-tracked', () => {
    expect(lotWarning(9, 8, false)).toBeNull();
  });
  it('says nothing when the lots are unknown or hold nothing', () => {
    expect(lotWarning(9, null, true)).toBeNull();
    expect(lotWarning(9, undefined, true)).toBeNull();
    expect(lotWarning(9, 0, true)).toBeNull();
  });
});

describe('pickupReadiness', () => {
  it('is today when the pickup point holds the boxes asked for', () => {
    expect(pickupReadiness(12, 12, 20, 2)).toEqual({ kind: 'today', count: 12 });
    expect(pickupReadiness(1, 12, 20, 2)).toEqual({ kind: 'today', count: 12 });
  });
  it('waits for the transfer when the pickup point holds fewer', () => {
    expect(pickupReadiness(13, 12, 20, 2)).toEqual({ kind: 'transfer', days: 2 });
    expect(pickupReadiness(1, 0, 20, 5)).toEqual({ kind: 'transfer', days: 5 });
    expect(pickupReadiness(1, 0, 20, 0)).toEqual({ kind: 'transfer', days: 0 });
  });
  it('says nothing without a pickup point, stock or quantity', () => {
    expect(pickupReadiness(1, null, 20, 2)).toBeNull();
    expect(pickupReadiness(1, 0, 0, 2)).toBeNull();
    expect(pickupReadiness(0, 3, 3, 2)).toBeNull();
  });
});

describe('stockPlacesOf', () => {
  it('sums each lot over every location and counts the units at pickup points', () => {
    expect(
      stockPlacesOf([
        { lotId: 'a', quantity: 5, pickup: true },
        { lotId: 'a', quantity: 3, pickup: false },
        { lotId: 'b', quantity: 6, pickup: false },
        { lotId: null, quantity: 2, pickup: true },
        { lotId: null, quantity: 2, pickup: false },
      ]),
    ).toEqual({ largestLot: 8, atPickup: 7 });
  });
  it('counts holdings without a lot as one group', () => {
    expect(
      stockPlacesOf([
        { lotId: null, quantity: 4, pickup: false },
        { lotId: null, quantity: 7, pickup: false },
      ]),
    ).toEqual({
      largestLot: 11,
      atPickup: 0,
    });
  });
  it('is nothing without holdings', () => {
    expect(stockPlacesOf([])).toEqual({ largestLot: 0, atPickup: 0 });
  });
});

describe('soldAs', () => {
  it('names boxes as boxes, anything else by its count', () => {
    expect(soldAs('box')).toBe('box');
    expect(soldAs(' Box ')).toBe('box');
    expect(soldAs('piece')).toBe('other');
    expect(soldAs('pallet')).toBe('other');
  });
});
