import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { mailShop } from './mail-layout';
import { renderOrderShipmentMail } from './order-shipment';
import { SAMPLE_ORDER, SAMPLE_SHIPMENT } from './sample-data';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

const mail = async (locale: Locale, updated = false, order = SAMPLE_ORDER, shipment = SAMPLE_SHIPMENT, rest = false) =>
  renderOrderShipmentMail({
    locale,
    shop: mailShop(DEFAULT_SETTINGS, 'http://shop.test'),
    t: await mailTranslator(locale, 'checkout.shipmentEmail'),
    order,
    shipment,
    rest,
    updated,
    lookupUrl: 'http://shop.test/order/lookup',
  });

describe('shipping mail', () => {
  it('names the carrier, the tracking number and links the tracking page, with the items and the address', async () => {
    const { subject, html, text } = await mail('en');
    expect(subject).toBe(`Your floorshop order ${SAMPLE_ORDER.number} is on its way`);
    expect(html).toContain('Canada Post');
    expect(html).toContain('7023 4567 8901 2345');
    expect(html).toContain(`href="${SAMPLE_SHIPMENT.trackingUrl}"`);
    expect(html).toContain('Oak Plank 12 mm (Natural · 12 mm)');
    expect(html).toContain('Surrey, BC V3T 2W1');
    expect(text).toContain(`Track your parcel: ${SAMPLE_SHIPMENT.trackingUrl}`);
    expect(text).toContain('- Underlay Roll × 1');
    expect(text.split('\n').at(-1)).toBe('http://shop.test/order/lookup');
  });

  it('lists only the parcel’s items, as many as it holds, and says the rest follows', async () => {
    const parcel = { ...SAMPLE_SHIPMENT, position: 2, lines: [{ itemId: 'item-oak', name: 'Oak Plank 12 mm', quantity: 1 }] };
    const { subject, html, text } = await mail('en', false, SAMPLE_ORDER, parcel, true);
    expect(subject).toBe(`Part of your floorshop order ${SAMPLE_ORDER.number} is on its way`);
    expect(text).toContain('- Oak Plank 12 mm (Natural · 12 mm) × 1');
    expect(text).not.toContain('Underlay Roll');
    expect(html).not.toContain('Underlay Roll');
    expect(text).toContain('the rest follows');
  });

  it('says when the tracking changed', async () => {
    const { subject, text } = await mail('en', true);
    expect(subject).toBe(`New tracking for your floorshop order ${SAMPLE_ORDER.number}`);
    expect(text).toContain('has changed');
  });

  it('is written in the mail’s language and direction', async () => {
    const { subject, html } = await mail('ar');
    expect(subject).toContain('في الطريق إليك');
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    for (const locale of ['fr', 'bn'] as const) expect((await mail(locale)).subject).not.toContain('is on its way');
  });

  it('escapes what the customer typed', async () => {
    const { html } = await mail('en', false, { ...SAMPLE_ORDER, billing: { fullName: HOSTILE } });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });
});
