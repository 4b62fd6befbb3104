import 'server-only';
import { restToShip } from '@/domain/orders/shipment';
import { firstLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import type { DbOrTx } from '@/server/db';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { shopPageUrl } from '@/server/mail/shop-link';
import { renderOrderShipmentMail } from '@/server/mail/templates/order-shipment';
import { getSettings } from '@/server/settings/get-settings';
import { findOrderById } from './find-order';

/**
 * E-mails the customer that a parcel of their order shipped (or that its tracking changed): carrier, tracking number
 * and link, the items in it (and whether more follows) and the delivery address, in the order's language. Returns
 * null (and logs) on any failure: the saved shipment stands.
 */
export async function sendOrderShipment(
  orderId: string,
  shipmentId: string,
  opts: { updated: boolean; origin?: string },
  db?: DbOrTx,
): Promise<MailResult | null> {
  try {
    const order = await findOrderById(orderId, db);
    const shipment = order?.shipments.find((s) => s.id === shipmentId);
    if (!order || !shipment) return null;
    const origin = (opts.origin ?? siteOrigin()).replace(/\/$/, '');
    // the order's language; an order placed before it was kept gets the shop's
    const locale = firstLocale(order.locale, (await getSettings(db)).language);
    const [t, shop] = await Promise.all([mailTranslator(locale, 'checkout.shipmentEmail'), currentMailShop(origin, db)]);
    const mail = await renderOrderShipmentMail({
      locale,
      shop,
      t,
      order,
      shipment,
      rest: restToShip(order),
      updated: opts.updated,
      lookupUrl: shopPageUrl(origin, '/order/lookup', locale),
    });
    return await sendMail({ to: order.email, ...mail });
  } catch (err) {
    console.error(`[orders] shipping e-mail for order ${orderId} failed:`, err);
    return null;
  }
}
