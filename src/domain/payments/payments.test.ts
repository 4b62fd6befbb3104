import { describe, expect, it } from 'vitest';
import { checkPaidAmount, fromMinorUnits, toDecimalString, toMinorUnits } from './amounts';
import {
  paypalEventId,
  readPaypalCapture,
  readPaypalCaptureEvent,
  readPaypalRefund,
  readSslCommerzInit,
  readSslCommerzValidation,
  readStripeSession,
} from './gateway-responses';
import { reservationExpired, reserveUntil } from './reservation';
import { canMovePayment, planRefund } from './status';

const ORDER = '6f1c2b1e-3a4d-4b5c-8d9e-0f1a2b3c4d5e';

describe('minor units', () => {
  it('converts exactly, without floats', () => {
    expect(toMinorUnits('166.88', 'USD')).toBe(16688);
    expect(toMinorUnits('0.1', 'usd')).toBe(10);
    expect(toMinorUnits('19.99', 'CAD')).toBe(1999);
    expect(toMinorUnits('1200.00', 'JPY')).toBe(1200);
    expect(toMinorUnits('10.50', 'JPY')).toBeNull();
    expect(toMinorUnits('1.25', 'KWD')).toBe(1250);
    expect(toMinorUnits('-1.00', 'USD')).toBeNull();
    expect(toMinorUnits('1e3', 'USD')).toBeNull();
    expect(toMinorUnits(0.1 + 0.2, 'USD')).toBe(30);
  });
  it('converts back to the column format', () => {
    expect(fromMinorUnits(16688, 'usd')).toBe('166.88');
    expect(fromMinorUnits(5, 'USD')).toBe('0.05');
    expect(fromMinorUnits(1200, 'JPY')).toBe('1200.00');
    expect(fromMinorUnits(1250, 'KWD')).toBe('1.25');
    expect(() => fromMinorUnits(-1, 'USD')).toThrow();
  });
  it('writes decimal strings for PayPal and SSLCommerz', () => {
    expect(toDecimalString('166.8', 'USD')).toBe('166.80');
    expect(toDecimalString('1200.00', 'JPY')).toBe('1200');
    expect(toDecimalString('0.05', 'BDT')).toBe('0.05');
  });
  it('accepts only the same amount in the same currency', () => {
    const order = { amount: '166.88', currency: 'USD' };
    expect(checkPaidAmount(order, { amount: '166.88', currency: 'usd' })).toEqual({ ok: true });
    expect(checkPaidAmount(order, { amount: '166.880', currency: 'USD' })).toEqual({ ok: true });
    expect(checkPaidAmount(order, { amount: '166.87', currency: 'USD' })).toEqual({ ok: false, reason: 'amountMismatch' });
    expect(checkPaidAmount(order, { amount: '166.88', currency: 'CAD' })).toEqual({ ok: false, reason: 'currencyMismatch' });
    expect(checkPaidAmount(order, { amount: 'lots', currency: 'USD' })).toEqual({ ok: false, reason: 'amountMismatch' });
  });
});

describe('payment status', () => {
  it('allows only forward moves', () => {
    expect(canMovePayment('unpaid', 'paid')).toBe(true);
    expect(canMovePayment('pending', 'paid')).toBe(true);
    expect(canMovePayment('failed', 'paid')).toBe(true);
    expect(canMovePayment('paid', 'refunded')).toBe(true);
    expect(canMovePayment('paid', 'unpaid')).toBe(false);
    expect(canMovePayment('refunded', 'paid')).toBe(false);
    expect(canMovePayment('unpaid', 'refunded')).toBe(false);
  });
  it('plans refunds in hundredths and refuses more than is left', () => {
    expect(planRefund('paid', '100.00', '0', null)).toEqual({ ok: true, amount: '100.00', refundedAfter: '100.00', status: 'refunded' });
    expect(planRefund('paid', '100.00', '0', '30.10')).toEqual({
      ok: true,
      amount: '30.10',
      refundedAfter: '30.10',
      status: 'partially_refunded',
    });
    expect(planRefund('partially_refunded', '100.00', '30.10', '')).toEqual({
      ok: true,
      amount: '69.90',
      refundedAfter: '100.00',
      status: 'refunded',
    });
    expect(planRefund('partially_refunded', '100.00', '30.10', '70')).toEqual({ ok: false, reason: 'exceedsPaid' });
    expect(planRefund('paid', '100.00', '0', '0')).toEqual({ ok: false, reason: 'invalidAmount' });
    expect(planRefund('paid', '100.00', '0', '1.234')).toEqual({ ok: false, reason: 'invalidAmount' });
    expect(planRefund('pending', '100.00', '0', null)).toEqual({ ok: false, reason: 'notPaid' });
    expect(planRefund('refunded', '100.00', '100.00', null)).toEqual({ ok: false, reason: 'notPaid' });
  });
});

describe('stock reservation of online orders', () => {
  const placed = new Date('2026-01-01T10:00:00Z');
  it('holds online orders 30 minutes by default, cash on delivery forever', () => {
    expect(reserveUntil(placed, 'stripe')).toEqual(new Date('2026-01-01T10:30:00Z'));
    expect(reserveUntil(placed, 'paypal', 5)).toEqual(new Date('2026-01-01T10:05:00Z'));
    expect(reserveUntil(placed, 'cod')).toBeNull();
  });
  it('expires only pending, unpaid orders past the deadline', () => {
    const o = { reserveUntil: new Date('2026-01-01T10:30:00Z'), paymentStatus: 'pending', status: 'pending' };
    expect(reservationExpired(o, new Date('2026-01-01T10:29:59Z'))).toBe(false);
    expect(reservationExpired(o, new Date('2026-01-01T10:30:00Z'))).toBe(true);
    expect(reservationExpired({ ...o, paymentStatus: 'paid' }, new Date('2026-01-01T11:00:00Z'))).toBe(false);
    expect(reservationExpired({ ...o, status: 'cancelled' }, new Date('2026-01-01T11:00:00Z'))).toBe(false);
    expect(reservationExpired({ ...o, reserveUntil: null }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('reading gateway answers', () => {
  it('Stripe: a paid session names the order, amount and currency', () => {
    const s = {
      id: 'cs_test_1',
      client_reference_id: ORDER,
      payment_status: 'paid',
      status: 'complete',
      amount_total: 16688,
      currency: 'usd',
      payment_intent: 'pi_1',
    };
    expect(readStripeSession(s)).toEqual({
      kind: 'paid',
      orderRef: ORDER,
      reference: 'cs_test_1',
      transactionId: 'pi_1',
      amount: '166.88',
      currency: 'USD',
    });
    expect(readStripeSession({ ...s, payment_status: 'unpaid' })).toEqual({
      kind: 'pending',
      orderRef: ORDER,
      reference: 'cs_test_1',
      transactionId: 'pi_1',
    });
    expect(readStripeSession({ ...s, status: 'expired', payment_status: 'unpaid' })).toMatchObject({ kind: 'failed', reason: 'expired' });
    expect(readStripeSession({ ...s, client_reference_id: 'x' })).toMatchObject({ kind: 'failed', reason: 'noOrder' });
    expect(readStripeSession({ id: 1 })).toMatchObject({ kind: 'failed', reason: 'unreadable' });
  });
  it('PayPal: only a COMPLETED capture is paid', () => {
    const capture = (status: string) => ({
      id: '5O190127TN364715T',
      status: 'COMPLETED',
      purchase_units: [
        {
          reference_id: ORDER,
          payments: {
            captures: [{ id: '3C679366HH908993F', status, custom_id: ORDER, amount: { currency_code: 'USD', value: '166.88' } }],
          },
        },
      ],
    });
    expect(readPaypalCapture(capture('COMPLETED'))).toEqual({
      kind: 'paid',
      orderRef: ORDER,
      reference: '5O190127TN364715T',
      transactionId: '3C679366HH908993F',
      amount: '166.88',
      currency: 'USD',
    });
    expect(readPaypalCapture(capture('PENDING'))).toEqual({
      kind: 'pending',
      orderRef: ORDER,
      reference: '5O190127TN364715T',
      transactionId: '3C679366HH908993F',
    });
    expect(readPaypalCapture(capture('DECLINED'))).toMatchObject({ kind: 'failed', reason: 'declined' });
    expect(readPaypalCapture({ id: 'X', status: 'PAYER_ACTION_REQUIRED', purchase_units: [{ reference_id: ORDER }] })).toMatchObject({
      kind: 'failed',
      orderRef: ORDER,
    });
  });
  it('SSLCommerz: session start and validation', () => {
    expect(
      readSslCommerzInit({ status: 'SUCCESS', sessionkey: 'K', GatewayPageURL: 'https://sandbox.sslcommerz.com/EasyCheckOut/K' }),
    ).toEqual({ ok: true, sessionKey: 'K', redirectUrl: 'https://sandbox.sslcommerz.com/EasyCheckOut/K' });
    expect(readSslCommerzInit({ status: 'FAILED', failedreason: 'Store Credential Error' })).toEqual({
      ok: false,
      reason: 'Store Credential Error',
    });
    const valid = {
      status: 'VALID',
      tran_id: 'FS-261123-ABCDE',
      val_id: 'V1',
      bank_tran_id: 'B1',
      amount: '18000.00',
      currency: 'BDT',
      currency_type: 'USD',
      currency_amount: '166.88',
      risk_level: '0',
    };
    expect(readSslCommerzValidation(valid)).toEqual({
      kind: 'paid',
      orderRef: 'FS-261123-ABCDE',
      reference: 'FS-261123-ABCDE',
      transactionId: 'B1',
      amount: '166.88',
      currency: 'USD',
    });
    expect(readSslCommerzValidation({ ...valid, tran_id: "x' or 1=1" })).toMatchObject({ kind: 'failed', reason: 'noOrder' });
    expect(readSslCommerzValidation({ ...valid, risk_level: '1', risk_title: 'Verify' })).toMatchObject({
      kind: 'paid',
      riskNote: 'Verify',
    });
    expect(readSslCommerzValidation({ ...valid, status: 'INVALID_TRANSACTION' })).toMatchObject({
      kind: 'failed',
      reason: 'invalid_transaction',
    });
  });
});

describe('reading PayPal webhooks', () => {
  const capture = (over: Record<string, unknown> = {}) => ({
    id: '2GG279541U471931P',
    status: 'COMPLETED',
    amount: { currency_code: 'usd', value: '166.88' },
    custom_id: ORDER,
    supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
    ...over,
  });

  it('reads a capture event: the PayPal order is the reference, custom_id the order', () => {
    expect(readPaypalCaptureEvent(capture())).toEqual({
      kind: 'paid',
      orderRef: ORDER,
      reference: '5O190127TN364715T',
      transactionId: '2GG279541U471931P',
      amount: '166.88',
      currency: 'USD',
    });
    expect(readPaypalCaptureEvent(capture({ status: 'PENDING' }))).toMatchObject({ kind: 'pending', transactionId: '2GG279541U471931P' });
    expect(readPaypalCaptureEvent(capture({ status: 'DENIED' }))).toMatchObject({
      kind: 'failed',
      reference: '5O190127TN364715T',
      reason: 'denied',
    });
    expect(readPaypalCaptureEvent(capture({ supplementary_data: undefined }))).toEqual({ kind: 'failed', reason: 'noOrder' });
    expect(readPaypalCaptureEvent(capture({ custom_id: 'not-an-order' }))).toMatchObject({ kind: 'failed', reason: 'noOrder' });
    expect(readPaypalCaptureEvent({ id: 'x' })).toEqual({ kind: 'failed', reason: 'unreadable' });
  });

  it('gives a capture the same event id on the return page and in webhooks, and a pending one its own', () => {
    const paid = readPaypalCaptureEvent(capture());
    expect(paypalEventId(paid, 'WH-1')).toBe('2GG279541U471931P');
    // the return page reads the same capture from the order: same id, so only the first is processed
    const fromOrder = readPaypalCapture({
      id: '5O190127TN364715T',
      status: 'COMPLETED',
      purchase_units: [
        {
          payments: {
            captures: [
              { id: '2GG279541U471931P', status: 'COMPLETED', custom_id: ORDER, amount: { currency_code: 'USD', value: '166.88' } },
            ],
          },
        },
      ],
    });
    expect(paypalEventId(fromOrder, '5O190127TN364715T')).toBe('2GG279541U471931P');
    expect(paypalEventId(readPaypalCaptureEvent(capture({ status: 'PENDING' })), 'WH-1')).toBe('2GG279541U471931P:pending');
    expect(paypalEventId(readPaypalCaptureEvent(capture({ status: 'DECLINED' })), 'WH-1')).toBe('5O190127TN364715T:declined');
    expect(paypalEventId(readPaypalCaptureEvent({}), 'WH-1')).toBe('WH-1:unreadable');
  });

  it('reads a completed refund and the capture it belongs to', () => {
    const refund = {
      id: '1JU08902781691411',
      status: 'COMPLETED',
      amount: { currency_code: 'usd', value: '10.00' },
      links: [
        { href: 'https://api.paypal.com/v2/payments/refunds/1JU08902781691411', rel: 'self' },
        { href: 'https://api.paypal.com/v2/payments/captures/2GG279541U471931P', rel: 'up' },
      ],
    };
    expect(readPaypalRefund(refund)).toEqual({
      refundId: '1JU08902781691411',
      transactionId: '2GG279541U471931P',
      amount: '10.00',
      currency: 'USD',
    });
    expect(readPaypalRefund({ ...refund, status: 'PENDING' })).toBeNull();
    expect(readPaypalRefund({ ...refund, links: refund.links.slice(0, 1) })).toBeNull();
    expect(readPaypalRefund({ id: 'x' })).toBeNull();
  });
});
