import { describe, expect, it } from 'vitest';
import { multiply, round1, round2 } from './math';

describe('round1', () => {
  it('rounds to one decimal, half away from zero', () => {
    expect(round1(10.04)).toBe(10);
    expect(round1(10.05)).toBe(10.1);
    expect(round1(10.15)).toBe(10.2);
    expect(round1(-2.25)).toBe(-2.3);
  });
  it('is not fooled by binary float noise', () => {
    expect(round1(0.1 + 0.2)).toBe(0.3);
    expect(round1(1.45)).toBe(1.5);
  });
  it('maps non-finite input to 0', () => {
    expect(round1(Number.NaN)).toBe(0);
    expect(round1(Infinity)).toBe(0);
  });
});

describe('multiply (product of two numbers, 2 decimals)', () => {
  it('rounds the product to two decimals', () => {
    expect(multiply(3, 49.99)).toBe(149.97);
    expect(multiply(1.005, 1)).toBe(1.01);
    expect(multiply(0.1, 0.2)).toBe(0.02);
    expect(multiply(2.675, 1)).toBe(2.68);
  });
  it('round2 keeps exact values', () => {
    expect(round2(19.999)).toBe(20);
    expect(round2(5)).toBe(5);
  });
});
