import { NextResponse } from 'next/server';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readBodyText } from '@/server/http';
import { handlePaypalWebhook } from '@/server/payments/paypal/webhook';

const MAX_BODY = bodyLimitBytes('payment notification');

/** PayPal webhook: each delivery confirmed by PayPal's verify API first; each capture and refund processed once. */
export async function POST(req: Request) {
  const body = await readBodyText(req, MAX_BODY);
  if (body === null) return NextResponse.json({ received: false, error: 'too large' }, { status: 413 });
  try {
    const answer = await handlePaypalWebhook(body, req.headers);
    return NextResponse.json(answer.body, { status: answer.status });
  } catch (err) {
    // 500: nothing was recorded, PayPal delivers the event again
    console.error('[payments] paypal webhook failed', err);
    return NextResponse.json({ received: false }, { status: 500 });
  }
}
