import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { formatMoney } from '@/lib/money';
import type { Locale } from '@/i18n/locales';
import { mailTranslator } from '../mail-context';
import { mailShop } from './mail-layout';
import { renderOrderConfirmationMail, type ConfirmedOrder } from './order-confirmation';
import { SAMPLE_ORDER } from './sample-data';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

const SHOWROOM = { address: '7350 120 St, Surrey, BC V3W 3M9, Canada', hours: DEFAULT_SETTINGS.openingHours };

const mail = async (locale: Locale, order: ConfirmedOrder = SAMPLE_ORDER, gstNumber = '') =>
  renderOrderConfirmationMail({
    locale,
    shop: mailShop({ ...DEFAULT_SETTINGS, gstNumber }, 'http://shop.test'),
    t: await mailTranslator(locale, 'checkout.email'),
    order,
    showroom: order.pickup ? SHOWROOM : undefined,
    lookupUrl: 'http://shop.test/order/lookup',
  });

/** A showroom pickup as the checkout stores it: the contact in the shipping part, no address (docs/requirements.md, "Showroom pickup"). */
const PICKUP_ORDER: ConfirmedOrder = {
  ...SAMPLE_ORDER,
  pickup: true,
  paymentMethod: 'cod',
  shipping: { fullName: 'Priya Sandhu', phone: '604-555-0123', house: '', city: '', state: 'BC', zipCode: '', country: 'CA' },
  delivery: { type: 'Pickup', area: '7350 120 St, Surrey' },
};

describe('order confirmation mail', () => {
  it('shows every line, every total, the address and the lookup link', async () => {
    const { subject, html, text } = await mail('en');
    expect(subject).toBe(`Your floorshop order ${SAMPLE_ORDER.number}`);
    expect(html).toContain('Hello Priya Sandhu,');
    expect(html).toContain('Oak Plank 12 mm (Natural · 12 mm)');
    expect(html).toContain('$91.00');
    expect(html).toContain('Underlay Roll');
    for (const [label, value] of [
      ['Subtotal', '$110.99'],
      ['Coupon discount (WELCOME10)', '-$10.00'],
      ['Rounding', '$0.01'],
      ['Delivery (Surrey)', '$49.00'],
      ['GST (5%)', '$7.50'],
      ['PST (7%)', '$10.50'],
      ['Total', '$168.00'],
    ]) {
      expect(html).toMatch(new RegExp(`<strong>${label.replace(/[()]/g, '\\$&')}</strong></td><td[^>]*>${value.replace('$', '\\$')}</td>`));
      expect(text).toContain(`${label}: ${value}`);
    }
    expect(html).toContain('Surrey, BC V3T 2W1');
    expect(html).toContain('href="http://shop.test/order/lookup"');
    expect(html).toMatch(/<html[^>]* dir="ltr"[^>]* lang="en"|<html[^>]* lang="en"[^>]* dir="ltr"/);
    expect(text).toContain('- Oak Plank 12 mm (Natural · 12 mm) × 2 @ $45.50 = $91.00');
    expect(text.split('\n').at(-1)).toBe('http://shop.test/order/lookup');
  });

  it('says how the order is paid: on delivery, or online by card (the mail goes before the payment page)', async () => {
    expect((await mail('en')).text).toContain('Payment: cash on delivery.');
    const online = await mail('en', { ...SAMPLE_ORDER, paymentMethod: 'stripe' });
    expect(online.text).toContain('Payment: online by card on the secure payment page');
    expect(online.text).not.toContain('cash on delivery');
    expect((await mail('fr', { ...SAMPLE_ORDER, paymentMethod: 'stripe' })).text).toContain('Paiement : en ligne par carte');
  });

  it('names a free sample as one (docs/requirements.md, "Free samples")', async () => {
    const order = {
      ...SAMPLE_ORDER,
      items: [{ ...SAMPLE_ORDER.items[0], sample: true, quantity: 1, unitPrice: '0.00', lineTotal: '0.00' }],
    };
    const { text } = await mail('en', order);
    expect(text).toContain('- Oak Plank 12 mm (Natural · 12 mm), free sample × 1 @ $0.00 = $0.00');
    expect((await mail('fr', order)).text).toContain('échantillon gratuit');
  });

  it("writes amounts in the mail's language with the shop's symbol (French: comma decimals, symbol after)", async () => {
    const { text } = await mail('fr');
    expect(text).toContain(formatMoney('168.00', 'fr', '$'));
    expect(formatMoney('168.00', 'fr', '$')).toMatch(/^168,00\s\$$/);
    expect(text).toContain(formatMoney(-10, 'fr', '$'));
  });

  it('lists the summary rows in the order every summary shows them', async () => {
    const { text } = await mail('en');
    const labels = text
      .split('\n')
      .map((line) => line.split(':')[0])
      .filter((l) =>
        ['Subtotal', 'Coupon discount (WELCOME10)', 'Rounding', 'Delivery (Surrey)', 'GST (5%)', 'PST (7%)', 'Total'].includes(l),
      );
    expect(labels).toEqual(['Subtotal', 'Coupon discount (WELCOME10)', 'Rounding', 'Delivery (Surrey)', 'GST (5%)', 'PST (7%)', 'Total']);
  });

  it('leaves out the discount and rounding lines when there are none', async () => {
    const { html, text } = await mail('en', { ...SAMPLE_ORDER, discountTotal: '0.00', couponCode: null, subtotal: '101.00' });
    for (const label of ['Coupon discount', 'Rounding']) {
      expect(html).not.toContain(label);
      expect(text).not.toContain(label);
    }
  });

  it('shows the shop’s GST number under the totals when it has one', async () => {
    const { html, text } = await mail('en', SAMPLE_ORDER, '123456789 RT0001');
    expect(html).toContain('GST no. 123456789 RT0001');
    expect(text).toMatch(/Total: \$168\.00\nGST no\. 123456789 RT0001\n/);
    expect((await mail('fr', SAMPLE_ORDER, '123456789 RT0001')).text).toContain('N° de TPS : 123456789 RT0001');
    const without = await mail('en');
    expect(without.text).not.toContain('GST no.');
    expect(without.html).not.toContain('GST no.');
  });

  it('names the rounding and the taxes in every language', async () => {
    for (const [locale, rounding] of [
      ['bn', 'রাউন্ডিং সমন্বয়'],
      ['ar', 'التقريب'],
      ['fr', 'Arrondi'],
    ] as const) {
      const { text } = await mail(locale);
      expect(text).toContain(`${rounding}: ${formatMoney('0.01', locale, '$')}`);
      expect(text).toContain(
        locale === 'fr' ? 'GST (5 %)' : locale === 'ar' ? '\u2068GST\u2069 (5%)' : locale === 'bn' ? 'GST (৫%)' : 'GST (5%)',
      );
    }
  });

  it('isolates Latin names, codes and areas in a right-to-left mail, so the brackets stay with them', async () => {
    const { text } = await mail('ar');
    expect(text).toContain('- \u2068Oak Plank 12 mm\u2069 (\u2068Natural · 12 mm\u2069) × 2');
    expect(text).toContain('(\u2068WELCOME10\u2069)');
    expect(text).toContain('(\u2068Surrey\u2069)');
    expect(text).toContain('\n\u206812 King George Blvd\u2069\n');
    expect(text).toContain(`\n\u2068${SAMPLE_ORDER.shipping.phone}\u2069`);
    expect((await mail('en')).text).not.toMatch(/[\u2068\u2069]/);
  });

  it('escapes what the customer typed', async () => {
    const order = {
      ...SAMPLE_ORDER,
      billing: { fullName: HOSTILE },
      shipping: { ...SAMPLE_ORDER.shipping, house: HOSTILE },
      items: [{ ...SAMPLE_ORDER.items[0], name: HOSTILE }],
    };
    const { html } = await mail('en', order);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/"><img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });

  it('is right to left in Arabic, in the Arabic texts', async () => {
    const { html, subject } = await mail('ar');
    expect(html).toMatch(/<html[^>]* dir="rtl"/);
    expect(html).toMatch(/<html[^>]* lang="ar"/);
    expect(html).toContain('الإجمالي');
    expect(subject).toContain(SAMPLE_ORDER.number);
  });

  it('tells a pickup order where and when to collect it, never that it will be delivered', async () => {
    const { html, text } = await mail('en', PICKUP_ORDER);
    expect(text).toContain(
      `Thank you for your order ${SAMPLE_ORDER.number}. We have received it: you collect it at our showroom, and we will e-mail you as soon as it is ready for pickup.`,
    );
    expect(text).toMatch(/Pick up at our showroom:\n7350 120 St, Surrey, BC V3W 3M9, Canada\n/);
    expect(text).toMatch(/Opening hours:\nMonday to Saturday: 09:00–17:30\nSunday: Closed\n/);
    expect(text).toMatch(/Your contact details:\nPriya Sandhu\n604-555-0123\n/);
    expect(text).toContain('Payment: you pay when you collect the order at the showroom.');
    expect(html).toContain('7350 120 St, Surrey, BC V3W 3M9, Canada');
    expect(html).toContain('Monday to Saturday: 09:00–17:30');
    for (const part of [html, text]) {
      expect(part).not.toContain('arrange delivery');
      expect(part).not.toContain('Deliver to');
      expect(part).not.toMatch(/(^|<br\/>), BC/m);
      expect(part).not.toContain('cash on delivery');
      expect(part).not.toContain('Delivery (');
    }
    // the delivery address of an ordinary order is unchanged
    expect((await mail('en')).text).toMatch(/Deliver to:\nPriya Sandhu\n/);
  });

  it('says so in every language', async () => {
    for (const [locale, pickup] of [
      ['fr', 'Retrait à notre salle d’exposition'],
      ['ar', 'الاستلام من صالة العرض'],
      ['bn', 'আমাদের শোরুম থেকে সংগ্রহ করুন'],
    ] as const) {
      const { text } = await mail(locale, PICKUP_ORDER);
      expect(text).toContain(`${pickup}:`);
      const delivery = await mail(locale);
      expect(text).not.toContain(delivery.text.split('\n')[2]);
    }
  });
});
