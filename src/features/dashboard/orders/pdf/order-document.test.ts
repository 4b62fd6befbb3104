import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import en from '../../../../../public/locales/en/dashOrders.json';
import { OrderDocument } from './order-document';
import type { PdfLabels, PdfOrder } from './order-document-data';
import { forPdf } from './pdf-fonts';
import { loadShaper } from './shaped-text';
import { pdfText } from '../../../../../tests/support/pdf-text';

const a = {
  fullName: 'Priya Sandhu',
  phone: '604-555-0123',
  email: 'priya@example.com',
  house: '12 King George Blvd',
  city: 'Surrey',
  state: 'BC',
  zipCode: 'V3T 2W1',
  country: 'CA',
};
const order: PdfOrder = {
  number: 'FS-261123-ABCD',
  date: 'Nov 23, 2026',
  status: 'Pending',
  paymentMethod: 'Cash on delivery',
  paymentStatus: 'Unpaid',
  billing: a,
  shipping: { ...a, fullName: 'Raj Sandhu' },
  delivery: 'Standard delivery — Surrey & Delta',
  items: [
    {
      name: 'Natural Oak Laminate 12mm',
      detail: 'Oak · 20.00 sq ft',
      pick: ['Mixed lots: boxes may differ in shade', 'Showroom: lot A24 · shade 3 × 2', 'Langley warehouse: lot B7 × 1'],
      sku: 'LAM-OAK-12',
      quantity: 3,
      unitPrice: '$49.99',
      lineTotal: '$149.97',
    },
    { name: 'Underlay Silent Pro', detail: '100 sq ft', pick: [], sku: 'UND-SP', quantity: 1, unitPrice: '$39.00', lineTotal: '$39.00' },
  ],
  totals: [
    { label: 'Subtotal', amount: '$188.97' },
    { label: 'Discount (WELCOME10)', amount: '-$18.90' },
    { label: 'Rounding', amount: '$0.03' },
    { label: 'Delivery', amount: '$49.00' },
    { label: 'GST (5%)', amount: '$10.96' },
    { label: 'PST (7%)', amount: '$15.34' },
    { label: 'Total', amount: '$245.40 USD' },
  ],
  amountPaid: '$100.00',
  refunded: null,
  balanceDue: '$145.40',
  toCollect: null,
  customerNote: 'Please call before delivery.',
};
const shop = {
  name: 'Floorshop',
  address: '7350 120 St, Surrey, BC V3W 3M9, Canada',
  phone: '604-555-0142',
  email: 'hello@example.com',
  gstNumber: '123456789 RT0001',
  logo: null,
};

async function render(kind: 'invoice' | 'packingSlip', o: PdfOrder = order) {
  const shaper = await loadShaper();
  return renderToBuffer(createElement(OrderDocument, { kind, orders: [o], shop, labels: en.pdf as PdfLabels, shaper }) as never);
}

/** the fonts the PDF embeds (pdffonts), or null without poppler */
function fonts(buf: Buffer): string | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, buf);
  try {
    return execFileSync('pdffonts', [file], { encoding: 'utf8' });
  } catch {
    if (process.env.CI) throw new Error('pdffonts (poppler-utils) is required in CI');
    return null;
  }
}

const text = (buf: Buffer) => pdfText(buf);

describe('order PDFs', () => {
  it('renders an A4 portrait invoice with the order number, parties, lines, tax lines and total as text', async () => {
    const buf = await render('invoice');
    expect(buf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(buf.toString('latin1')).toMatch(/MediaBox \[0 0 595\.2\d+ 841\.8\d+\]/);
    const txt = text(buf);
    if (txt === null) return;
    for (const s of [
      'INVOICE',
      'FS-261123-ABCD',
      'Nov 23, 2026',
      'BILL TO',
      'SHIP TO',
      'Raj Sandhu',
      'Natural Oak Laminate 12mm',
      'GST (5%)',
      'PST (7%)',
      'Rounding',
      '$0.03',
      'Discount (WELCOME10)',
      '$245.40 USD',
      'Floorshop',
      '604-555-0142',
      'GST no. 123456789 RT0001',
    ])
      expect(txt).toContain(s);
    // the footer on every page: the thanks and the page number (it was once dropped by the PDF library)
    expect(txt).toMatch(/Thank you[^\n]*\s+Page 1 of 1/);
    // under the total: what was paid and what is still owed
    expect(txt).toMatch(/Amount paid\s+\$100\.00/);
    expect(txt).toMatch(/Balance due\s+\$145\.40/);
  });

  it('leaves prices off the packing slip', async () => {
    const txt = text(await render('packingSlip'));
    if (txt === null) return;
    expect(txt).toMatch(/PACKING\s+SLIP/);
    expect(txt).toContain('FS-261123-ABCD');
    expect(txt).not.toContain('$49.99');
    expect(txt).not.toContain('BILL TO');
    expect(txt).not.toContain('123456789 RT0001');
    expect(txt).not.toContain('Balance due');
  });

  it('lists where to pick each line’s boxes on the packing slip, by location and dye lot, and only there', async () => {
    const slip = text(await render('packingSlip'));
    if (slip === null) return;
    expect(slip).toContain('Showroom: lot A24 · shade 3 × 2');
    expect(slip).toContain('Langley warehouse: lot B7 × 1');
    expect(slip).toContain('Mixed lots');
    expect(text(await render('invoice'))).not.toContain('lot A24');
  });

  it('lists a refund under the amount paid, so the total less the amount paid is the balance due', async () => {
    const txt = text(await render('invoice', { ...order, amountPaid: '$245.40', refunded: '-$49.99', balanceDue: '$0.00' }));
    if (txt === null) return;
    expect(txt).toMatch(/Amount paid\s+\$245\.40/);
    expect(txt).toMatch(/Refunded\s+-\$49\.99/);
    expect(txt).toMatch(/Balance due\s+\$0\.00/);
    // no refund, no line
    expect(text(await render('invoice'))).not.toContain('Refunded');
  });

  it("shows the driver the amount to collect on a cash-on-delivery order's packing slip, and only there", async () => {
    const cod = { ...order, toCollect: '$145.40' };
    const slip = text(await render('packingSlip', cod));
    if (slip === null) return;
    expect(slip).toMatch(/Amount to collect on delivery\s+\$145\.40/);
    expect(text(await render('invoice', cod))).not.toContain('Amount to collect');
    expect(text(await render('packingSlip'))).not.toContain('Amount to collect');
  });

  it('draws Arabic names, addresses and notes as shaped outlines, the Latin text beside them staying text', async () => {
    const arabic = forPdf<PdfOrder>({
      ...order,
      shipping: { ...a, fullName: 'جورج حداد', house: 'شقة 5، 7350 King George Blvd' },
      billing: { ...a, fullName: 'نور حداد' },
      items: [{ ...order.items[0], name: 'لوح بلوط كيتسيلانو', detail: 'أبيض · 20.00 sq ft' }, order.items[1]],
      customerNote: 'اتصل قبل التوصيل من فضلك',
    });
    const buf = await render('invoice', arabic);
    const slip = await render('packingSlip', arabic);
    expect(slip.subarray(0, 5).toString()).toBe('%PDF-');
    const list = fonts(buf);
    if (list === null) return;
    // the PDF library's Arabic (which dropped letters and dots: "جورج" read back as "ورح") is not used
    expect(list).not.toMatch(/Noto/);
    const txt = text(buf)!;
    expect(txt).not.toMatch(/[\u0600-\u06ff]/);
    expect(txt).not.toContain('Natural Oak Laminate 12mm');
    expect(txt).toContain('Underlay Silent Pro');
    expect(txt).toContain('Surrey, BC, V3T 2W1');
    // the outlines are bigger than the plain invoice's content by far
    expect(buf.length).toBeGreaterThan((await render('invoice')).length + 5000);
    // a document in Latin letters alone embeds no Noto font
    expect(fonts(await render('invoice'))).not.toMatch(/Noto/);
  });

  it('draws Bengali names, variants and addresses as shaped outlines, embedding no font for them', async () => {
    const bengali: PdfOrder = {
      ...order,
      shipping: { ...a, fullName: 'রাজ সান্ধু', house: '১২ কিং জর্জ বুলেভার্ড' },
      items: [
        { ...order.items[0], name: 'কিটসিলানো প্রাকৃতিক ওক ল্যামিনেট ১২ মিমি', detail: 'আখরোট · ক্ষ ন্ত স্ত্র · 20.00 sq ft' },
        order.items[1],
      ],
      customerNote: 'ডেলিভারির আগে ফোন করুন।\nধন্যবাদ',
    };
    const buf = await render('invoice', bengali);
    const slip = await render('packingSlip', bengali);
    expect(slip.subarray(0, 5).toString()).toBe('%PDF-');
    const list = fonts(buf);
    if (list === null) return;
    expect(list).not.toMatch(/Noto/);
    const txt = text(buf)!;
    expect(txt).not.toContain('Natural Oak Laminate 12mm');
    expect(txt).toContain('Underlay Silent Pro');
    expect(txt).toContain('Priya Sandhu'); // the billing name stays text in Helvetica
    // the outlines are bigger than the plain invoice's content by far
    expect(buf.length).toBeGreaterThan((await render('invoice')).length + 5000);
  });
});
