import { describe, expect, it } from 'vitest';
import { canadianAddressIssues, canadianProvince, hasTwoLetters, isCanada, normalisePostalCode, postalCodeProblem } from './postal-code';

describe('Canadian postal codes', () => {
  it('writes a code as stored: capitals, one space', () => {
    expect(normalisePostalCode('v3t1v8')).toBe('V3T 1V8');
    expect(normalisePostalCode(' V3T  1V8 ')).toBe('V3T 1V8');
    expect(normalisePostalCode('V3T-1V8')).toBe('V3T 1V8');
  });

  it('refuses what is not letter digit letter digit letter digit, or uses a letter Canada Post never uses', () => {
    for (const bad of [
      'ZZZ',
      '12345',
      'V3T',
      'V3T 1V',
      'V3T 1V88',
      'D3T 1V8',
      'W3T 1V8',
      'Z3T 1V8',
      'V3O 1V8',
      'V3T 1U8',
      'V3T1Q8',
      '',
      'VVT 1V8',
    ])
      expect(postalCodeProblem(bad), bad).toBe('format');
    // W and Z are fine after the first letter
    expect(postalCodeProblem('V3W 3M9')).toBeNull();
    expect(postalCodeProblem('T2Z 1A1')).toBeNull();
  });

  it('checks the first letter against the province', () => {
    const cases: [string, string][] = [
      ['A1A 1A1', 'NL'],
      ['B3H 1A1', 'NS'],
      ['C1A 1A1', 'PE'],
      ['E1A 1A1', 'NB'],
      ['G1A 1A1', 'QC'],
      ['H2X 1A1', 'QC'],
      ['J4K 1A1', 'QC'],
      ['K1A 0B1', 'ON'],
      ['L5B 1A1', 'ON'],
      ['M5V 2T6', 'ON'],
      ['N2L 1A1', 'ON'],
      ['P3A 1A1', 'ON'],
      ['R3C 1A1', 'MB'],
      ['S4P 1A1', 'SK'],
      ['T2P 1J9', 'AB'],
      ['V3T 1V8', 'BC'],
      ['X1A 1A1', 'NT'],
      ['X0A 1A1', 'NU'],
      ['Y1A 1A1', 'YT'],
    ];
    for (const [code, province] of cases) expect(postalCodeProblem(code, province), `${code} ${province}`).toBeNull();
    expect(postalCodeProblem('A1A 1A1', 'BC')).toBe('province');
    expect(postalCodeProblem('V3T 1V8', 'ON')).toBe('province');
    expect(postalCodeProblem('D3T 1V8', 'BC')).toBe('format');
  });

  it('knows a province by its code or its name in the shop languages, and Canada by its code or name', () => {
    expect(canadianProvince('BC')).toBe('BC');
    expect(canadianProvince('b.c.')).toBe('BC');
    expect(canadianProvince('British Columbia')).toBe('BC');
    expect(canadianProvince('Colombie-Britannique')).toBe('BC');
    expect(canadianProvince('Québec')).toBe('QC');
    expect(canadianProvince('Quebec')).toBe('QC');
    expect(canadianProvince('Washington')).toBeNull();
    expect(isCanada('CA')).toBe(true);
    expect(isCanada('Canada')).toBe(true);
    expect(isCanada('US')).toBe(false);
  });

  it('checks an address in Canada only: the province, then the postal code against it', () => {
    expect(canadianAddressIssues({ country: 'CA', state: 'BC', zipCode: 'V3T 1V8' })).toEqual([]);
    expect(canadianAddressIssues({ country: 'CA', state: 'BC', zipCode: 'A1A 1A1' })).toEqual([
      { field: 'zipCode', problem: 'postalCodeProvince' },
    ]);
    expect(canadianAddressIssues({ country: 'CA', state: 'BC', zipCode: '12345' })).toEqual([
      { field: 'zipCode', problem: 'postalCodeFormat' },
    ]);
    expect(canadianAddressIssues({ country: 'CA', state: 'Nowhere', zipCode: 'V3T 1V8' })).toEqual([
      { field: 'state', problem: 'province' },
    ]);
    expect(canadianAddressIssues({ country: 'US', state: 'WA', zipCode: '98101' })).toEqual([]);
  });
});

describe('full names', () => {
  it('need two letters, in any script', () => {
    expect(hasTwoLetters('A')).toBe(false);
    expect(hasTwoLetters('A.')).toBe(false);
    expect(hasTwoLetters('1 2')).toBe(false);
    expect(hasTwoLetters('Al')).toBe(true);
    expect(hasTwoLetters('علي')).toBe(true);
    expect(hasTwoLetters('রহিম')).toBe(true);
  });
});
