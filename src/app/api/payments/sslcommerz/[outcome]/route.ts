import { NextResponse } from 'next/server';
import { siteOrigin } from '@/lib/site-origin';
import { confirmSslCommerzPayment } from '@/server/payments/sslcommerz/confirm';
import { readUrlEncodedForm } from '@/server/http';

/**
 * The buyer's browser comes back from SSLCommerz with a form POST to success, fail or cancel. Only success is
 * acted on, and only through the validation API (as the IPN); fail and cancel change nothing (the order's
 * reservation runs out on its own).
 */
export async function POST(req: Request, { params }: { params: Promise<{ outcome: string }> }) {
  const { outcome } = await params;
  const back = async (payment: string) => NextResponse.redirect(new URL(`/order/confirmation?payment=${payment}`, siteOrigin()), 303);
  if (outcome === 'fail') return back('failed');
  if (outcome === 'cancel') return back('cancelled');
  if (outcome !== 'success') return NextResponse.json({ error: 'not found' }, { status: 404 });
  const form = await readUrlEncodedForm(req);
  const res = form
    ? await confirmSslCommerzPayment(form).catch((err) => (console.error('[payments] sslcommerz return failed', err), null))
    : null;
  return back(!res || res.result === 'invalid' || res.result === 'gatewayError' || res.result === 'unknownPayment' ? 'error' : 'return');
}
