import { describe, expect, it } from 'vitest';
import type { OrderUpdate } from '@/domain/orders/customer-update';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { mailShop } from './mail-layout';
import { renderOrderUpdateMail, type UpdatedOrder } from './order-update';
import { SAMPLE_ORDER } from './sample-data';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const ORDER: UpdatedOrder = { ...SAMPLE_ORDER, pickup: false };

const mail = async (update: OrderUpdate, locale: Locale = 'en', order: UpdatedOrder = ORDER) =>
  renderOrderUpdateMail({
    locale,
    shop: mailShop(DEFAULT_SETTINGS, 'http://shop.test'),
    t: await mailTranslator(locale, 'checkout.orderUpdateEmail'),
    order,
    update,
    lookupUrl: 'http://shop.test/order/lookup',
  });

describe('the mail telling the customer of a change', () => {
  it('after an edit: the lines with their amounts and the new total', async () => {
    const { subject, html, text } = await mail({ kind: 'edited' });
    expect(subject).toBe(`Your order ${ORDER.number} has been updated`);
    expect(text).toContain('- Oak Plank 12 mm (Natural · 12 mm) × 2: $91.00');
    expect(text).toContain('- Underlay Roll × 1: $19.99');
    expect(text).toContain('New total: $168.00');
    expect(html).toContain('$168.00');
    expect(text.split('\n').at(-1)).toBe('http://shop.test/order/lookup');
  });

  it('after a refund: how much, and where the money goes (back to the card, or by hand)', async () => {
    const online = await mail({ kind: 'refunded', amount: '49.99', online: true });
    expect(online.subject).toBe(`A refund on your order ${ORDER.number}`);
    expect(online.text).toContain(`We have refunded $49.99 on your order ${ORDER.number}.`);
    expect(online.text).toContain('back to the card or account you paid with');
    expect(online.text).not.toContain('New total');
    expect((await mail({ kind: 'refunded', amount: '10.5', online: false })).text).toContain('given back to you directly');
  });

  it('after a cancellation and a delivery (a pickup: collected)', async () => {
    expect((await mail({ kind: 'cancelled' })).subject).toBe(`Your order ${ORDER.number} has been cancelled`);
    expect((await mail({ kind: 'delivered' })).subject).toBe(`Your order ${ORDER.number} has been delivered`);
    const collected = await mail({ kind: 'delivered' }, 'en', { ...ORDER, pickup: true });
    expect(collected.subject).toBe(`Thank you for collecting your order ${ORDER.number}`);
    expect(collected.text).toContain('at our showroom');
  });

  it("is written in the order's language and direction, its amounts in that language's digits", async () => {
    const ar = await mail({ kind: 'refunded', amount: '49.99', online: true }, 'ar');
    expect(ar.subject).toContain('استرداد');
    expect(ar.html).toMatch(/<html[^>]* dir="rtl"/);
    for (const locale of ['fr', 'bn'] as const) {
      const { subject, text } = await mail({ kind: 'edited' }, locale);
      expect(subject).not.toContain('has been updated');
      expect(text).not.toContain('New total');
    }
  });

  it('escapes what the customer typed', async () => {
    const { html } = await mail({ kind: 'edited' }, 'en', { ...ORDER, billing: { fullName: HOSTILE } });
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
  });
});
