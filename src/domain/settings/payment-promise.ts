import { DEFAULT_SETTINGS, switchedOnPaymentMethods, type Settings } from './settings';

/** What the "secure checkout" promise says the customer can pay with (common.footer.paymentPromise.*). */
export type PaymentPromise = 'cod' | 'online' | 'codAndOnline';

/**
 * The promise of the footer banner's security block (docs/requirements.md, "Store frame"): worded from the payment
 * methods switched on, so it never names card payment while only cash on delivery is offered. Staff's own text
 * wins: null when they wrote one (anything but empty or the text the shop was set up with), or when no method is on.
 */
export function paymentPromise(s: Pick<Settings, 'footerBanner' | 'paymentGateway'>): PaymentPromise | null {
  const own = s.footerBanner.security.description.trim();
  if (own && own !== DEFAULT_SETTINGS.footerBanner.security.description) return null;
  const methods = switchedOnPaymentMethods(s.paymentGateway);
  const cod = methods.includes('cod');
  const online = methods.some((m) => m !== 'cod');
  return cod && online ? 'codAndOnline' : cod ? 'cod' : online ? 'online' : null;
}
