import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { weekOpen } from '@/domain/settings/opening-hours';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { mailShop } from './mail-layout';
import { renderOrderReadyForPickupMail } from './order-ready-for-pickup';
import { SAMPLE_ORDER } from './sample-data';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

const mail = async (locale: Locale, order = SAMPLE_ORDER, hours = DEFAULT_SETTINGS.openingHours) =>
  renderOrderReadyForPickupMail({
    locale,
    shop: mailShop(DEFAULT_SETTINGS, 'http://shop.test'),
    t: await mailTranslator(locale, 'checkout.pickupEmail'),
    order,
    showroom: { address: '7350 120 St, Surrey, BC V3W 3M9, Canada', hours },
    lookupUrl: 'http://shop.test/order/lookup',
  });

describe('ready-for-pickup mail', () => {
  it('gives the showroom address, the opening hours and the items', async () => {
    const { subject, html, text } = await mail('en');
    expect(subject).toBe(`Your floorshop order ${SAMPLE_ORDER.number} is ready for pickup`);
    expect(html).toContain('7350 120 St, Surrey, BC V3W 3M9');
    expect(text).toContain('Monday to Saturday: 09:00–17:30');
    expect(text).toContain('Sunday: Closed');
    expect(text).toContain('- Underlay Roll × 1');
    expect(text.split('\n').at(-1)).toBe('http://shop.test/order/lookup');
  });

  it('follows the hours staff set', async () => {
    const hours = { ...weekOpen(['Mo', 'Tu', 'We', 'Th', 'Fr'], '10:00', '18:00'), Sa: { closed: false, opens: '10:00', closes: '16:00' } };
    const { text } = await mail('en', SAMPLE_ORDER, hours);
    expect(text).toContain('Monday to Friday: 10:00–18:00');
    expect(text).toContain('Saturday: 10:00–16:00');
  });

  it('is written in the mail’s language and direction', async () => {
    const { subject, html, text } = await mail('ar');
    expect(subject).toContain('جاهز للاستلام');
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(text).toContain('مغلق');
    for (const locale of ['fr', 'bn'] as const) expect((await mail(locale)).subject).not.toContain('ready for pickup');
  });

  it('escapes what the customer typed', async () => {
    const { html } = await mail('en', { ...SAMPLE_ORDER, billing: { fullName: HOSTILE } });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });
});
