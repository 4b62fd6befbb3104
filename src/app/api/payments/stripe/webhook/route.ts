import { NextResponse } from 'next/server';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readBodyText } from '@/server/http';
import { handleStripeWebhook } from '@/server/payments/stripe/webhook';

const MAX_BODY = bodyLimitBytes('payment notification');

/** Stripe webhook: signature verified on the raw body first; each event processed once. */
export async function POST(req: Request) {
  const body = await readBodyText(req, MAX_BODY);
  if (body === null) return NextResponse.json({ received: false, error: 'too large' }, { status: 413 });
  try {
    const answer = await handleStripeWebhook(body, req.headers.get('stripe-signature'));
    return NextResponse.json(answer.body, { status: answer.status });
  } catch (err) {
    // 500: nothing was recorded, Stripe delivers the event again
    console.error('[payments] stripe webhook failed', err);
    return NextResponse.json({ received: false }, { status: 500 });
  }
}
