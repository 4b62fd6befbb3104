import 'server-only';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { loadCompiledMessages } from '@/i18n/messages';
import type { DbOrTx } from '@/server/db';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { findOrderById } from './find-order';
import type { PlacedOrder } from './place-order';
import { escapeHtml } from '@/server/mail/escape-html';


export interface ConfirmationOptions {
  locale?: Locale;
  /** origin of the shop, for the order lookup link */
  origin: string;
}

/**
 * E-mails the customer the confirmation of a committed order, in their language. A replayed checkout
 * (the same submission again) sends nothing. Returns null (and logs) on any failure: the order stands.
 */
export async function sendOrderConfirmation(placed: Omit<PlacedOrder, 'paymentMethod'>, opts: ConfirmationOptions, db?: DbOrTx): Promise<MailResult | null> {
  if (placed.replayed) return null;
  const orderId = placed.id;
  try {
    const order = await findOrderById(orderId, db);
    if (!order) return null;
    const locale = opts.locale ?? DEFAULT_LOCALE;
    const messages = (await loadCompiledMessages(locale)) as Parameters<typeof createTranslator>[0]['messages'];
    const t = createTranslator({ locale, messages, namespace: 'checkout.email' as never }) as unknown as (key: string, values?: Record<string, string | number>) => string;
    const money = (v: string) => `${v} ${order.currency}`;
    const lookup = `${opts.origin.replace(/\/$/, '')}/order/lookup`;
    const itemLine = (i: (typeof order.items)[number]) =>
      `${i.name}${[i.colorName, i.attributeName].filter(Boolean).length ? ` (${[i.colorName, i.attributeName].filter(Boolean).join(', ')})` : ''}`;
    const rows: [string, string][] = [
      [t('subtotal'), money(order.subtotal)],
      ...(Number(order.discountTotal) > 0 ? [[t('discount'), `-${money(order.discountTotal)}`] as [string, string]] : []),
      [t('delivery', { area: order.delivery.area }), money(order.delivery.cost)],
      ...order.taxLines.map((x) => [`${x.name} (${x.rate}%)`, money(x.amount)] as [string, string]),
      [t('total'), money(order.total)],
    ];
    const s = order.shipping;
    const address = [s.fullName, s.house, `${s.city}, ${s.state} ${s.zipCode}`, s.country, s.phone];
    const text = [
      t('greeting', { name: order.billing.fullName }),
      '',
      t('intro', { number: order.number }),
      '',
      t('items'),
      ...order.items.map((i) => `- ${itemLine(i)} × ${i.quantity} @ ${money(i.unitPrice)} = ${money(i.lineTotal)}`),
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      '',
      `${t('deliverTo')}:`,
      ...address,
      '',
      t('payment'),
      t('lookup', { number: order.number }),
      lookup,
    ].join('\n');
    const cell = 'padding:4px 8px;border-bottom:1px solid #d9e0e5';
    const html = `<div style="font-family:Arial,sans-serif;color:#1f2937" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<p>${escapeHtml(t('greeting', { name: order.billing.fullName }))}</p>
<p>${escapeHtml(t('intro', { number: order.number }))}</p>
<h2 style="font-size:16px">${escapeHtml(t('items'))}</h2>
<table style="border-collapse:collapse">${order.items
      .map((i) => `<tr><td style="${cell}">${escapeHtml(itemLine(i))}</td><td style="${cell}">× ${i.quantity}</td><td style="${cell}">${escapeHtml(money(i.lineTotal))}</td></tr>`)
      .join('')}
${rows.map(([k, v]) => `<tr><td style="${cell}" colspan="2"><strong>${escapeHtml(k)}</strong></td><td style="${cell}">${escapeHtml(v)}</td></tr>`).join('')}</table>
<h2 style="font-size:16px">${escapeHtml(t('deliverTo'))}</h2>
<p>${address.map(escapeHtml).join('<br>')}</p>
<p>${escapeHtml(t('payment'))}</p>
<p><a href="${escapeHtml(lookup)}">${escapeHtml(t('lookup', { number: order.number }))}</a></p>
</div>`;
    return await sendMail({ to: order.email, subject: t('subject', { number: order.number }), text, html });
  } catch (err) {
    console.error(`[orders] confirmation e-mail for order ${orderId} failed:`, err);
    return null;
  }
}
