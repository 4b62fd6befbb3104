import { describe, expect, it } from 'vitest';
import { holdingLabel, locationSchema, lotDiffers, lotLabel, missingLots } from './stock-locations';

const issues = (input: Record<string, unknown>) => {
  const r = locationSchema.safeParse(input);
  return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

// docs/requirements.md, "Locations and lots"
describe('a stock location', () => {
  it('needs a name; the address, pickup and position have defaults', () => {
    expect(locationSchema.parse({ name: '  North warehouse ' })).toEqual({
      id: '',
      name: 'North warehouse',
      address: '',
      pickup: false,
      position: 0,
    });
    expect(issues({ name: '   ' })).toEqual({ name: 'required' });
    expect(issues({ name: 'x'.repeat(81) })).toEqual({ name: 'maxChars:80' });
    expect(issues({ name: 'W', address: 'x'.repeat(301) })).toEqual({ address: 'maxChars:300' });
    expect(issues({ name: 'W', position: -1 })).toEqual({ position: 'dashProducts.locations.errors.positionFormat' });
    expect(issues({ name: 'W', position: 1.5 })).toEqual({ position: 'dashProducts.locations.errors.positionFormat' });
    expect(issues({ name: 'W', position: 10000 })).toEqual({ position: 'maxNumber:9999' });
    expect(issues({ name: 'W', id: 'nope' })).toEqual({ id: 'invalid' });
  });
});

describe('a dye lot', () => {
  it('clashes with a recorded lot of its code only by a shade or caliber given and different', () => {
    const recorded = { shade: 'Honey', caliber: '9.8' };
    expect(lotDiffers(recorded, { shade: '', caliber: '' })).toBe(false);
    expect(lotDiffers(recorded, { shade: 'Honey', caliber: '' })).toBe(false);
    expect(lotDiffers(recorded, { shade: 'Amber', caliber: '' })).toBe(true);
    expect(lotDiffers(recorded, { shade: 'Honey', caliber: '10.1' })).toBe(true);
  });
  it('reads as code / shade / caliber after its place', () => {
    expect(lotLabel({ code: 'L-7', shade: 'Honey', caliber: '' })).toBe('L-7 / Honey');
    expect(holdingLabel({ location: 'Showroom', lot: null })).toBe('Showroom');
    expect(holdingLabel({ location: 'Showroom', lot: { code: 'L-7', shade: '', caliber: 'C2' } })).toBe('Showroom · L-7 / C2');
  });
});

describe('missingLots', () => {
  it('names every lot-tracked line without a lot code at once, and no other', () => {
    expect(
      missingLots([
        { lotTracked: true, lotCode: '' },
        { lotTracked: false, lotCode: '' },
        { lotTracked: true, lotCode: 'A24' },
        { lotTracked: true, lotCode: '  ' },
      ]),
    ).toEqual({ 'lines.0.lotCode': 'dashProducts.stock.errors.lotRequired', 'lines.3.lotCode': 'dashProducts.stock.errors.lotRequired' });
    expect(missingLots([])).toEqual({});
  });
});
