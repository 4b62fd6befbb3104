import 'server-only';
import { firstLocale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import type { DbOrTx } from '@/server/db';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { shopPageUrl } from '@/server/mail/shop-link';
import { renderOrderReadyForPickupMail } from '@/server/mail/templates/order-ready-for-pickup';
import { getSettings } from '@/server/settings/get-settings';
import { storeAddress } from '@/server/settings/store-address';
import { findOrderById } from './find-order';

/**
 * E-mails the customer that their pickup order is ready at the showroom (docs/requirements.md, "Showroom pickup"):
 * address, opening hours and the items, in the order's language. Returns null (and logs) on any failure: the
 * order stays marked ready.
 */
export async function sendOrderReadyForPickup(orderId: string, opts: { origin?: string } = {}, db?: DbOrTx): Promise<MailResult | null> {
  try {
    const order = await findOrderById(orderId, db);
    if (!order?.pickup) return null;
    const origin = (opts.origin ?? siteOrigin()).replace(/\/$/, '');
    const settings = await getSettings(db);
    // the order's language; an order placed before it was kept gets the shop's
    const locale = firstLocale(order.locale, settings.language);
    const [t, shop] = await Promise.all([mailTranslator(locale, 'checkout.pickupEmail'), currentMailShop(origin, db)]);
    const mail = await renderOrderReadyForPickupMail({
      locale,
      shop,
      t,
      order,
      showroom: { address: storeAddress(settings).full, hours: settings.openingHours },
      lookupUrl: shopPageUrl(origin, '/order/lookup', locale),
    });
    return await sendMail({ to: order.email, ...mail });
  } catch (err) {
    console.error(`[orders] ready-for-pickup e-mail for order ${orderId} failed:`, err);
    return null;
  }
}
