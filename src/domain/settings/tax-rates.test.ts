import { describe, expect, it } from 'vitest';
import { gstNumberSchema, provinceCode, scheduleTaxRateSchema, taxRatesFor, taxRateTimeline, type TaxRateRecord } from './tax-rates';

let n = 0;
const rate = (name: string, value: number, provinces: string[], effectiveFrom: string, country = 'CA'): TaxRateRecord => ({
  id: `r${++n}`,
  name,
  rate: value,
  country,
  provinces,
  effectiveFrom,
});

const GST = rate('GST', 5, [], '2013-04-01');
const PST = rate('PST', 7, ['BC'], '2013-04-01');
const PST8 = rate('PST', 8, ['BC'], '2026-12-01');
const HST = rate('HST', 13, ['ON'], '2013-04-01');
const GST_ON = rate('GST', 0, ['ON'], '2013-04-01');
const RATES = [GST, PST, PST8, HST, GST_ON];

describe('taxRatesFor', () => {
  const bc = { country: 'CA', state: 'BC' };

  it('charges only the rates in force on the day: a change from tomorrow is not charged today', () => {
    expect(taxRatesFor(RATES, bc, '2026-11-30')).toEqual([
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 7 },
    ]);
    expect(taxRatesFor(RATES, bc, '2026-12-01')).toEqual([
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 8 },
    ]);
    expect(taxRatesFor(RATES, bc, '2013-03-31')).toEqual([]);
  });

  it('matches the address: GST only in Alberta, GST and PST in BC, whatever the case or spelling of the province', () => {
    expect(taxRatesFor(RATES, { country: 'CA', state: 'AB' }, '2026-11-26')).toEqual([{ name: 'GST', rate: 5 }]);
    expect(taxRatesFor(RATES, { country: 'ca', state: ' bc ' }, '2026-11-26')).toEqual([
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 7 },
    ]);
    expect(taxRatesFor(RATES, { country: 'CA', state: 'British Columbia' }, '2026-11-26')).toHaveLength(2);
  });

  it('a province’s own rate of a tax replaces the country-wide one (0 % adds no line)', () => {
    expect(taxRatesFor(RATES, { country: 'CA', state: 'ON' }, '2026-11-26')).toEqual([{ name: 'HST', rate: 13 }]);
  });

  it('an address outside every rate pays none', () => {
    expect(taxRatesFor(RATES, { country: 'US', state: 'WA' }, '2026-11-26')).toEqual([]);
    expect(taxRatesFor([], bc, '2026-11-26')).toEqual([]);
  });

  it('of two rates of a tax from the same day, the later written is charged (a same-day correction)', () => {
    const wrong = { ...rate('PST', 9, ['BC'], '2026-12-01'), createdAt: '2026-12-01T17:00:00.000Z' };
    const fixed = { ...rate('PST', 7, ['BC'], '2026-12-01'), createdAt: '2026-12-01T17:05:00.000Z' };
    expect(taxRatesFor([GST, fixed, wrong], bc, '2026-12-01')).toEqual([
      { name: 'GST', rate: 5 },
      { name: 'PST', rate: 7 },
    ]);
    const { history } = taxRateTimeline([GST, PST, fixed, wrong], '2026-12-01');
    expect(history.map((r) => [r.rate, r.until])).toEqual([
      [9, '2026-12-01'],
      [7, '2026-12-01'],
    ]);
  });

  it('a rate of 0 % scheduled for a tax stops it from that day', () => {
    const end = rate('PST', 0, ['BC'], '2027-01-01');
    expect(taxRatesFor([GST, PST, end], bc, '2027-01-01')).toEqual([{ name: 'GST', rate: 5 }]);
  });
});

describe('taxRateTimeline', () => {
  it('splits current, upcoming and history; a past rate says until when', () => {
    const PST6 = rate('PST', 6, ['BC'], '2010-01-01');
    const { current, upcoming, history } = taxRateTimeline([GST, PST, PST8, PST6], '2026-12-05');
    expect(current.map((r) => [r.name, r.rate])).toEqual([
      ['GST', 5],
      ['PST', 8],
    ]);
    expect(upcoming).toEqual([]);
    expect(history.map((r) => [r.rate, r.effectiveFrom, r.until])).toEqual([
      [7, '2013-04-01', '2026-12-01'],
      [6, '2010-01-01', '2013-04-01'],
    ]);
    const before = taxRateTimeline([GST, PST, PST8], '2026-11-26');
    expect(before.upcoming.map((r) => r.id)).toEqual([PST8.id]);
    expect(before.current.map((r) => r.rate)).toEqual([5, 7]);
    expect(before.history).toEqual([]);
  });
});

describe('provinceCode', () => {
  it('reads Canadian province names in the shop’s languages', () => {
    expect(provinceCode('CA', 'Colombie-Britannique')).toBe('BC');
    expect(provinceCode('CA', 'B.C.')).toBe('BC');
    expect(provinceCode('US', 'wa')).toBe('WA');
  });
});

describe('scheduleTaxRateSchema', () => {
  const ok = { name: 'pst', rate: 8, country: 'ca', provinces: ['bc', 'BC'], effectiveFrom: '2026-12-01' };
  it('normalises name, country and provinces', () => {
    expect(scheduleTaxRateSchema.parse(ok)).toEqual({
      name: 'PST',
      rate: 8,
      country: 'CA',
      provinces: ['BC'],
      effectiveFrom: '2026-12-01',
    });
    expect(scheduleTaxRateSchema.parse({ ...ok, name: 'QST', rate: 9.975, provinces: ['QC'] }).rate).toBe(9.975);
  });
  it.each([
    ['rate above 50', { rate: 50.5 }],
    ['negative rate', { rate: -1 }],
    ['unknown country', { country: 'ZZ' }],
    ['unknown province of Canada', { provinces: ['XX'] }],
    ['impossible day', { effectiveFrom: '2026-02-30' }],
    ['not a day', { effectiveFrom: 'tomorrow' }],
    ['empty name', { name: ' ' }],
  ])('refuses %s', (_label, patch) => {
    expect(scheduleTaxRateSchema.safeParse({ ...ok, ...patch }).success).toBe(false);
  });
});

describe('gstNumberSchema', () => {
  it.each([
    ['123456789 RT0001', '123456789 RT0001'],
    ['123456789rt0001', '123456789 RT0001'],
    [' 123 456 789 RT 0001 ', '123456789 RT0001'],
    ['', ''],
  ])('accepts %j as %j', (input, out) => {
    expect(gstNumberSchema.parse(input)).toBe(out);
  });
  it.each(['12345678 RT0001', '123456789 RM0001', '123456789 RT001', 'GST123', '123456789RT00012'])('refuses %j', (input) => {
    expect(gstNumberSchema.safeParse(input).success).toBe(false);
  });
});
