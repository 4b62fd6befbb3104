import { NextResponse } from 'next/server';
import { confirmSslCommerzPayment } from '@/server/payments/sslcommerz/confirm';
import { readUrlEncodedForm } from '@/server/http';

/** SSLCommerz IPN: the posted fields are checked with SSLCommerz's validation API before the order changes. */
export async function POST(req: Request) {
  const form = await readUrlEncodedForm(req);
  if (!form) return NextResponse.json({ received: false }, { status: 413 });
  try {
    const res = await confirmSslCommerzPayment(form);
    const status = res.result === 'invalid' ? 400 : res.result === 'gatewayError' ? 502 : 200;
    return NextResponse.json({ received: status === 200, result: res.result }, { status });
  } catch (err) {
    console.error('[payments] sslcommerz ipn failed', err);
    return NextResponse.json({ received: false }, { status: 500 });
  }
}
