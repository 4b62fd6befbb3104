import { NextResponse } from 'next/server';
import { siteOrigin } from '@/lib/site-origin';
import { capturePaypalPayment } from '@/server/payments/paypal/capture';

/** PayPal sends the buyer back here with ?token=<PayPal order id>; the server captures and verifies it. */
export async function GET(req: Request) {
  const token = new URL(req.url).searchParams.get('token');
  const res = await capturePaypalPayment(token).catch((err) => {
    console.error('[payments] paypal return failed', err);
    return { result: 'gatewayError' as const };
  });
  const payment = res.result === 'gatewayError' || res.result === 'invalid' || res.result === 'unknownPayment' ? 'error' : 'return';
  return NextResponse.redirect(new URL(`/order/confirmation?payment=${payment}`, siteOrigin()), 303);
}
