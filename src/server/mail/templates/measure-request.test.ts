import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { mailShop } from './mail-layout';
import { renderMeasureRequestMail, type MailedMeasureRequest, type MeasureMailKind } from './measure-request';
import { SAMPLE_MEASURE_REQUEST } from './sample-data';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const REQUEST: MailedMeasureRequest = SAMPLE_MEASURE_REQUEST;

const mail = async (kind: MeasureMailKind, locale: Locale = 'en', request = REQUEST) =>
  renderMeasureRequestMail({
    locale,
    shop: mailShop(DEFAULT_SETTINGS, 'http://shop.test'),
    t: await mailTranslator(locale, 'content.measureEmail'),
    kind,
    request,
  });

describe('measure request mails', () => {
  it('confirm the request with the preferred dates, the address and the rooms', async () => {
    const { subject, text, html } = await mail('received');
    expect(subject).toBe('Your free measure request at Floorshop');
    expect(text).toContain('- Thursday, December 3, 2026');
    expect(text).toContain('Surrey, BC V3T 2W1');
    expect(text).toContain('- Living room (about 220 sq ft)');
    expect(text).not.toContain('park in the driveway');
    expect(html).toContain('Living room (about 220 sq ft)');
  });

  it('give the booked day and time in the shop’s zone, with the shop’s note', async () => {
    const { subject, text } = await mail('scheduled');
    expect(subject).toBe('Your free measure is booked — Floorshop');
    expect(text).toContain('Friday, December 4, 2026 at 9:30 AM');
    expect(text).toContain('Please park in the driveway.');
    expect((await mail('done')).subject).toBe('Your measure is done — Floorshop');
  });

  it('are written in the customer’s language and direction', async () => {
    const { subject, html, text } = await mail('scheduled', 'ar');
    expect(subject).toContain('تم حجز موعد القياس المجاني');
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(text).toMatch(/2026|٢٠٢٦/);
    expect((await mail('scheduled', 'fr')).text).toContain('vendredi 4 décembre 2026');
    expect((await mail('received', 'bn')).subject).not.toContain('Your free measure');
  });

  it('escape what the customer typed', async () => {
    const { html } = await mail('received', 'en', { ...REQUEST, name: HOSTILE, rooms: [{ name: HOSTILE }] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
  });
});
