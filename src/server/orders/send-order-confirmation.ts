import 'server-only';
import { firstLocale, type Locale } from '@/i18n/locales';
import type { DbOrTx } from '@/server/db';
import { currentMailShop, mailTranslator } from '@/server/mail/mail-context';
import { sendMail, type MailResult } from '@/server/mail/send-mail';
import { shopPageUrl } from '@/server/mail/shop-link';
import { renderOrderConfirmationMail } from '@/server/mail/templates/order-confirmation';
import { getSettings } from '@/server/settings/get-settings';
import { storeAddress } from '@/server/settings/store-address';
import { findOrderById } from './find-order';
import type { PlacedOrder } from './order-result';

export interface ConfirmationOptions {
  locale?: Locale;
  /** origin of the shop, for the order lookup link */
  origin: string;
}

/**
 * E-mails the customer the confirmation of a committed order, in their language. A replayed checkout
 * (the same submission again) sends nothing. Returns null (and logs) on any failure: the order stands.
 */
export async function sendOrderConfirmation(
  placed: Omit<PlacedOrder, 'paymentMethod'>,
  opts: ConfirmationOptions,
  db?: DbOrTx,
): Promise<MailResult | null> {
  if (placed.replayed) return null;
  const orderId = placed.id;
  try {
    const order = await findOrderById(orderId, db);
    if (!order) return null;
    // the checkout's language, else the one the order was placed in
    const locale = firstLocale(opts.locale, order.locale);
    const [t, shop, settings] = await Promise.all([
      mailTranslator(locale, 'checkout.email'),
      currentMailShop(opts.origin, db),
      getSettings(db),
    ]);
    // a pickup order is collected at the showroom: its address and opening hours (docs/requirements.md, "Showroom pickup")
    const showroom = order.pickup ? { address: storeAddress(settings).full, hours: settings.openingHours } : undefined;
    const lookupUrl = shopPageUrl(opts.origin, '/order/lookup', locale);
    const mail = await renderOrderConfirmationMail({ locale, shop, t, order, showroom, lookupUrl });
    return await sendMail({ to: order.email, ...mail });
  } catch (err) {
    console.error(`[orders] confirmation e-mail for order ${orderId} failed:`, err);
    return null;
  }
}
