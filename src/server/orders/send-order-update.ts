import 'server-only';
import type { OrderUpdate } from '@/domain/orders/customer-update';
import { firstLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import type { DbOrTx } from '@/server/db';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { shopPageUrl } from '@/server/mail/shop-link';
import { renderOrderUpdateMail } from '@/server/mail/templates/order-update';
import { getSettings } from '@/server/settings/get-settings';
import { findOrderById } from './find-order';

/**
 * E-mails the customer what staff changed on their order (docs/requirements.md, "The customer is told"): an edit
 * (the lines and the new total), a refund (the amount and where it goes), a cancellation or a delivery, in the
 * order's language. Sent after the change is committed; returns null (and logs) on any failure: the change stands.
 */
export async function sendOrderUpdate(
  orderId: string,
  update: OrderUpdate,
  opts: { origin?: string } = {},
  db?: DbOrTx,
): Promise<MailResult | null> {
  try {
    const order = await findOrderById(orderId, db);
    if (!order) return null;
    const origin = (opts.origin ?? siteOrigin()).replace(/\/$/, '');
    // the order's language; an order placed before it was kept gets the shop's
    const locale = firstLocale(order.locale, (await getSettings(db)).language);
    const [t, shop] = await Promise.all([mailTranslator(locale, 'checkout.orderUpdateEmail'), currentMailShop(origin, db)]);
    const mail = await renderOrderUpdateMail({ locale, shop, t, order, update, lookupUrl: shopPageUrl(origin, '/order/lookup', locale) });
    return await sendMail({ to: order.email, ...mail });
  } catch (err) {
    console.error(`[orders] ${update.kind} e-mail for order ${orderId} failed:`, err);
    return null;
  }
}

/**
 * The `after` of a refund action: mails the customer the refund its answer describes (`mail`: null when staff
 * unticked it or the request was a repeat), `online` when the money goes back through the gateway.
 */
export const sendRefundMail =
  (online: boolean) =>
  async ({ mail }: { mail: { orderId: string; amount: string } | null }): Promise<void> => {
    if (mail) await sendOrderUpdate(mail.orderId, { kind: 'refunded', amount: mail.amount, online });
  };
