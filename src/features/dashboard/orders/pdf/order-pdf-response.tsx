import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import { getLocale, getTranslations } from 'next-intl/server';
import { installationArea } from '@/domain/cart/installation';
import sharp from 'sharp';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { ActionResult } from '@/lib/action-result';
import type { OrderDetailDto } from '@/server/dashboard/orders';
import { getSettings } from '@/server/settings/get-settings';
import { storeAddress } from '@/server/settings/store-address';
import { orderSummaryRows, variantName, type SummaryRow } from '@/domain/orders/summary';
import { invoiceItemName, invoiceVariant } from '@/domain/orders/local-name';
import { loadShaper, needsShaping } from './shaped-text';
import { OrderDocument } from './order-document';
import { PDF_LABEL_KEYS, type PdfLabels, type PdfOrder, type PdfShop } from './order-document-data';
import { forPdf } from './pdf-fonts';
import { lotText, mixedLots } from '@/domain/catalogue/line-lots';

/** A summary row's label on the invoice: the discount names its coupon, a tax its rate. */
function pdfSummaryLabel(row: SummaryRow, labels: PdfLabels, tax: (name: string, rate: number) => string): string {
  switch (row.kind) {
    case 'subtotal':
      return labels.subtotal;
    case 'discount':
      return row.code ? `${labels.discount} (${row.code})` : labels.discount;
    case 'rounding':
      return labels.rounding;
    case 'delivery':
      return labels.deliveryCost;
    case 'tax':
      return tax(row.name, row.rate);
    case 'total':
      return labels.total;
  }
}

/**
 * The documents are laid out left to right and their labels are text in Helvetica (Bengali and Arabic are drawn as outlines
 * for the order's own texts only, shaped-text.ts): labels in English or French.
 */
const PDF_LOCALES = new Set(['en', 'fr']);

/** The shop logo as PNG bytes (react-pdf draws no SVG): a file under public/ only; null when unreadable. */
async function logoPng(url: string | undefined): Promise<Buffer | null> {
  if (!url || !url.startsWith('/') || url.includes('..')) return null;
  try {
    const file = await readFile(path.join(process.cwd(), 'public', url));
    return await sharp(file, { density: 300 }).resize({ height: 160, withoutEnlargement: false }).png().toBuffer();
  } catch {
    return null;
  }
}

const json = (status: number, error: string) =>
  Response.json({ ok: false, status, error }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * Answers the invoice or packing slip of an order read by `order.get` (so `order` view is checked against the
 * database), or of a selection of orders in one PDF, each order on pages of its own: the PDF, or a JSON error
 * (403/404 as the action said; 500 when rendering failed, logged).
 */
export async function orderPdfResponse(
  kind: 'invoice' | 'packingSlip',
  result: ActionResult<OrderDetailDto | OrderDetailDto[]>,
): Promise<Response> {
  if (!result.ok) return json(result.status, result.error);
  const all = Array.isArray(result.data) ? result.data : [result.data];
  if (!all.length) return json(404, 'notFound');
  try {
    const userLocale = await getLocale();
    const locale = PDF_LOCALES.has(userLocale) ? userLocale : 'en';
    const t = await getTranslations({ locale, namespace: 'dashOrders' });
    const settings = await getSettings();
    const money = (v: string | number) => formatMoney(v, locale, settings.currency.symbol);
    const labels = Object.fromEntries(
      PDF_LABEL_KEYS.map((k) => [k, k === 'page' ? t('pdf.page', { page: '{page}', pages: '{pages}' }) : t(`pdf.${k}`)]),
    ) as PdfLabels;
    const shop: PdfShop = forPdf({
      name: settings.name,
      address: storeAddress(settings).full,
      phone: settings.phoneHeader,
      email: settings.email,
      gstNumber: settings.gstNumber,
      logo: await logoPng(settings.logo[0]?.url),
    });
    const lotWords = { shade: t('order.lots.shade'), caliber: t('order.lots.caliber') };
    const orders = all.map((o): PdfOrder =>
      forPdf({
        number: o.number,
        date: formatDate(o.createdAt, locale),
        status: t(`status.${o.status}`),
        paymentMethod: t(`paymentMethod.${o.paymentMethod}`),
        paymentStatus: t(`paymentStatus.${o.paymentStatus}`),
        billing: o.billing,
        shipping: o.shipping,
        delivery: `${o.deliveryType} — ${o.deliveryArea}`,
        items: o.items.map((i) => ({
          // the customer's name of the product, in the order's language when the fonts can draw it (French, Arabic, Bengali), else English
          name: invoiceItemName(i),
          // an installation line says the area it covers (docs/requirements.md, "Installation estimate")
          detail: i.installation
            ? t('order.installation', { area: installationArea(i.quantity, Number(i.unitValue)) })
            : [variantName(invoiceVariant(i)), `${i.unitValue} ${i.unit}`].filter(Boolean).join(' · '),
          // the packing slip says where to pick each line's boxes, by location and dye lot
          pick: i.lots.length
            ? [
                ...(mixedLots(i.lots) ? [t('order.lots.mixed')] : []),
                ...i.lots.map((l) =>
                  t('order.lots.line', { location: l.location, lot: lotText(l, lotWords) ?? t('order.lots.none'), count: l.quantity }),
                ),
              ]
            : [],
          sku: i.sku ?? '',
          quantity: i.quantity,
          unitPrice: money(i.unitPrice),
          lineTotal: money(i.lineTotal),
        })),
        totals: orderSummaryRows(o).map((row) => ({
          label: pdfSummaryLabel(row, labels, (name, rate) => t('order.taxLine', { name, rate })),
          amount: row.kind === 'total' ? `${money(row.amount)} ${o.currency}` : money(row.amount),
        })),
        // received, refunds apart, so that the total less the amount paid is the balance due (docs/requirements.md, "Balance due")
        amountPaid: money(o.amountReceived),
        refunded: Number(o.amountRefunded) > 0 ? money(-Number(o.amountRefunded)) : null,
        balanceDue: money(o.balanceDue),
        toCollect: o.paymentMethod === 'cod' && Number(o.balanceDue) > 0 ? money(o.balanceDue) : null,
        customerNote: o.customerNote,
      }),
    );
    // Bengali and Arabic are shaped by HarfBuzz, loaded the first time an order holds some (shaped-text.ts)
    const shaper = needsShaping(JSON.stringify([{ ...shop, logo: null }, orders])) ? await loadShaper() : null;
    const doc = <OrderDocument kind={kind} labels={labels} shop={shop} orders={orders} shaper={shaper} />;
    const pdf = await renderToBuffer(doc);
    const base = kind === 'invoice' ? 'invoice' : 'packing-slip';
    const name = all.length === 1 ? `${base}-${all[0].number}.pdf` : `${base}s-${all.length}-orders.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
    });
  } catch (err) {
    console.error(`[pdf] ${kind} of order ${all.map((o) => o.number).join(', ')} failed:`, err);
    return json(500, 'pdfFailed');
  }
}
