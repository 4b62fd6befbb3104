import { getFormatter, getTranslations } from 'next-intl/server';
import { CircleAlert, CircleCheck, Clock } from '@/components/ui/icons';
import type { OrderDetailDto } from '@/server/orders/find-order';
import { payOrderAction } from '../actions';

const AWAITING = ['unpaid', 'pending', 'failed'];
/** who confirms the payment (brand names, not translated); the customer chose "Card" for Stripe */
const GATEWAY_NAME = { stripe: 'Stripe', paypal: 'PayPal', sslcommerz: 'SSLCommerz' } as const;

/**
 * What an online order's customer needs to know about the payment, read from the database (the `payment`
 * parameter only says how they came back: return, cancelled, failed, error), with "Pay now" while the order
 * is still held for them.
 */
export async function PaymentNotice({ order, came }: { order: OrderDetailDto; came?: string }) {
  if (order.paymentMethod === 'cod') return null;
  const [t, format] = await Promise.all([getTranslations('checkout.payment'), getFormatter()]);
  const method = order.paymentMethod as keyof typeof GATEWAY_NAME;
  const gateway = GATEWAY_NAME[method] ?? order.paymentMethod;
  const held =
    order.reserveUntil && new Date(order.reserveUntil) > new Date() && order.status === 'pending' && AWAITING.includes(order.paymentStatus);
  const until = order.reserveUntil ? format.dateTime(new Date(order.reserveUntil), { hour: 'numeric', minute: '2-digit' }) : '';

  let tone: 'ok' | 'wait' | 'bad' = 'wait';
  let text: string;
  if (order.paymentStatus === 'paid') {
    tone = 'ok';
    text = t('paid');
  } else if (order.status === 'cancelled' && order.paymentStatus === 'unpaid') {
    tone = 'bad';
    text = t('expired');
  } else if (!held) {
    return null;
  } else if (came === 'return' && order.paymentStatus === 'pending') {
    text = t('confirming', { gateway });
  } else if (came === 'cancelled') {
    text = t('cancelled', { time: until });
  } else if (came === 'failed' || came === 'error' || order.paymentStatus === 'failed') {
    tone = 'bad';
    text = t('failed', { time: until });
  } else {
    text = t('waiting', { time: until });
  }
  const Icon = tone === 'ok' ? CircleCheck : tone === 'bad' ? CircleAlert : Clock;
  const colours =
    tone === 'ok'
      ? 'border-green-300 bg-green-50 text-green-900'
      : tone === 'bad'
        ? 'border-red-300 bg-red-50 text-red-900'
        : 'border-amber-300 bg-amber-50 text-amber-900';
  const offerPay = held && !(came === 'return' && order.paymentStatus === 'pending');
  return (
    <div role="status" className={`flex flex-wrap items-center gap-3 rounded-xl border p-4 ${colours}`} data-testid="payment-notice">
      <Icon className="size-6 shrink-0" aria-hidden />
      {/* the text keeps a readable width: on a phone the button goes below it, full width */}
      <p className="min-w-0 flex-1 basis-56">{text}</p>
      {offerPay && (
        <form action={payOrderAction} className="w-full sm:w-auto">
          <button
            type="submit"
            className="w-full rounded-md bg-secondary-strong px-5 py-2 font-semibold text-secondary-contrast hover:opacity-90 sm:w-auto"
          >
            {t(`payNow.${method}`)}
          </button>
        </form>
      )}
    </div>
  );
}
