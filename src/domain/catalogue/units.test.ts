import { describe, expect, it } from 'vitest';
import { unitKey } from './units';

describe('unitKey', () => {
  it('knows the usual units however staff spaced or capitalised them', () => {
    expect(unitKey('sq ft')).toBe('sqFt');
    expect(unitKey(' Sq  Ft ')).toBe('sqFt');
    expect(unitKey('Box')).toBe('box');
    expect(unitKey('piece')).toBe('piece');
  });

  it('leaves any other word to be shown as written', () => {
    expect(unitKey('bundle')).toBeNull();
    expect(unitKey('constructor')).toBeNull();
    expect(unitKey('')).toBeNull();
  });
});
