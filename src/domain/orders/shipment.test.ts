import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  carrierName,
  normaliseTrackingNumber,
  safeTrackingUrl,
  shipmentAllowed,
  shipmentSchema,
  shipmentView,
  trackingCorrectionAllowed,
  trackingUrl,
} from './shipment';
import { ORDER_STATUSES } from './status';

const id = '00000000-0000-4000-8000-000000000001';

describe('carriers and tracking addresses', () => {
  it('builds each carrier’s tracking page with the number URL-encoded and without spaces', () => {
    expect(trackingUrl('canada-post', '1234 5678 9012 3456')).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('purolator', '329-01234')).toBe('https://www.purolator.com/en/shipping/tracker?pin=329-01234');
    expect(trackingUrl('fedex', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('canpar', 'D4213')).toBe('https://www.canpar.com/en/tracking/track.htm?barcode=D4213');
    expect(trackingUrl('dhl', '1234567890')).toContain('tracking-id=1234567890');
    for (const c of CARRIERS.filter((c) => c !== 'other')) expect(trackingUrl(c, 'AB12')).toMatch(/^https:\/\//);
  });

  it('uses the staff-given https address for Other, and names the carrier by its host', () => {
    expect(trackingUrl('other', 'AB12', 'https://track.example-freight.ca/?n=AB12')).toBe('https://track.example-freight.ca/?n=AB12');
    expect(carrierName('other', 'https://www.example-freight.ca/track')).toBe('example-freight.ca');
    expect(carrierName('ups')).toBe('UPS');
    expect(trackingUrl('other', 'AB12', null)).toBeNull();
  });

  it('accepts only https addresses without credentials', () => {
    expect(safeTrackingUrl('https://track.example.com/x')).toBe('https://track.example.com/x');
    for (const bad of [
      'http://track.example.com',
      'javascript:alert(1)',
      'https://user:pw@example.com',
      'https://localhost/x',
      'not a url',
      '',
    ]) {
      expect(safeTrackingUrl(bad), bad).toBeNull();
    }
    expect(safeTrackingUrl(`https://example.com/${'a'.repeat(500)}`)).toBeNull();
  });

  it('stores tracking numbers trimmed, with single spaces, in capitals', () => {
    expect(normaliseTrackingNumber('  1z 999   aa1 ')).toBe('1Z 999 AA1');
  });
});

describe('shipment form', () => {
  const parse = (over: Record<string, unknown>) =>
    shipmentSchema.safeParse({ id, carrier: 'ups', trackingNumber: '1Z999AA10123456784', ...over });
  const error = (over: Record<string, unknown>) => {
    const r = parse(over);
    // the first message per field, as the forms show it (fieldErrorsOf)
    return r.success ? null : Object.fromEntries(r.error.issues.reverse().map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts letters, digits, spaces and dashes within 4 to 40 characters', () => {
    expect(parse({ trackingNumber: 'ab-12 34' })).toMatchObject({ success: true, data: { trackingNumber: 'AB-12 34', trackingUrl: null } });
    expect(error({ trackingNumber: 'AB1' })).toEqual({ trackingNumber: 'trackingTooShort' });
    expect(error({ trackingNumber: 'A'.repeat(41) })).toEqual({ trackingNumber: 'trackingTooLong' });
    expect(error({ trackingNumber: '' })).toEqual({ trackingNumber: 'required' });
    for (const bad of ['AB/1234', '<script>', 'AB--12', '-AB12', 'AB12-', 'ÅB123'])
      expect(error({ trackingNumber: bad }), bad).toEqual({ trackingNumber: 'trackingInvalid' });
  });

  it('needs a carrier from the list, and an https address for Other only', () => {
    expect(error({ carrier: 'pigeon' })).toEqual({ carrier: 'chooseCarrier' });
    expect(error({ carrier: 'other' })).toEqual({ trackingUrl: 'required' });
    expect(error({ carrier: 'other', trackingUrl: 'http://example.com/t' })).toEqual({ trackingUrl: 'trackingUrlInvalid' });
    expect(parse({ carrier: 'other', trackingUrl: ' https://example.com/t ' })).toMatchObject({
      data: { trackingUrl: 'https://example.com/t' },
    });
    // an address given with a listed carrier is not kept: the carrier's own page is used
    expect(parse({ carrier: 'ups', trackingUrl: 'https://example.com/t' })).toMatchObject({ data: { trackingUrl: null } });
  });
});

describe('when a shipment may be saved', () => {
  it('a new shipment on an order that may ship (confirmed, processing); a correction while it is on its way', () => {
    expect(ORDER_STATUSES.filter(shipmentAllowed)).toEqual(['confirmed', 'processing']);
    expect(ORDER_STATUSES.filter(trackingCorrectionAllowed)).toEqual(['processing', 'shipped']);
  });

  it('shows a stored shipment with its lines named, and nothing for an unknown carrier', () => {
    const row = {
      id: 's1',
      position: 2,
      carrier: 'fedex',
      trackingNumber: '1234',
      trackingUrl: null,
      lines: [{ itemId: 'i1', quantity: 3 }],
      createdAt: new Date('2026-11-30T10:00:00Z'),
    };
    expect(shipmentView(row, (id) => `name of ${id}`)).toEqual({
      id: 's1',
      position: 2,
      carrier: 'fedex',
      carrierName: 'FedEx',
      trackingNumber: '1234',
      trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=1234',
      lines: [{ itemId: 'i1', name: 'name of i1', quantity: 3 }],
      createdAt: '2026-11-30T10:00:00.000Z',
    });
    expect(shipmentView({ ...row, carrier: 'pigeon' }, String)).toBeNull();
  });
});

describe('timeline entries', () => {
  it('the customer’s history lists status moves only, not edits or tracking corrections', async () => {
    const { isStatusStep } = await import('./order-events');
    expect(isStatusStep(null)).toBe(true);
    expect(isStatusStep({ kind: 'shipment', carrier: 'ups', carrierName: 'UPS', trackingNumber: '1Z12' })).toBe(true);
    expect(isStatusStep({ kind: 'partShipped', carrier: 'ups', carrierName: 'UPS', trackingNumber: '1Z12', position: 1 })).toBe(false);
    expect(isStatusStep({ kind: 'trackingChanged', carrier: 'ups', carrierName: 'UPS', trackingNumber: '1Z12' })).toBe(false);
    expect(isStatusStep({ kind: 'edited', totalBefore: '10.00', totalAfter: '12.00' })).toBe(false);
  });
});
