import { describe, expect, it } from 'vitest';
import {
  checkReceivedOn,
  orderBalance,
  orderPaymentStatus,
  planPayment,
  showsBalanceDue,
  sumPayments,
  type PaymentAmounts,
} from './balance';
import { fromHundredths, toHundredths } from './status';

const pay = (amount: string, refundedAmount = '0', status: PaymentAmounts['status'] = 'paid', flagged = false): PaymentAmounts => ({
  amount,
  refundedAmount,
  status,
  flagged,
});

describe('hundredths', () => {
  it('reads and writes exact 2-decimal amounts', () => {
    expect(toHundredths('12.5')).toBe(1250n);
    expect(toHundredths(' 0.07 ')).toBe(7n);
    expect(toHundredths('-1')).toBeNull();
    expect(toHundredths('1.234')).toBeNull();
    expect(fromHundredths(123456n)).toBe('1234.56');
    expect(fromHundredths(-5n)).toBe('-0.05');
  });
});

describe('sumPayments', () => {
  it('counts received money only, never a flagged, pending or failed payment', () => {
    expect(
      sumPayments([
        pay('40.00'),
        pay('10.10', '5.05', 'partially_refunded'),
        pay('99', '0', 'pending'),
        pay('7', '0', 'failed'),
        pay('50', '0', 'paid', true),
      ]),
    ).toEqual({ received: '50.10', refunded: '5.05' });
    expect(sumPayments([])).toEqual({ received: '0.00', refunded: '0.00' });
  });
});

describe('orderBalance', () => {
  it('owes the total minus what was received; refunds do not make it owed again', () => {
    expect(orderBalance({ total: '100.00', paymentStatus: 'unpaid' }, { received: '0', refunded: '0' })).toEqual({
      received: '0.00',
      refunded: '0.00',
      paid: '0.00',
      due: '100.00',
    });
    expect(orderBalance({ total: '100.00', paymentStatus: 'unpaid' }, { received: '30.10', refunded: '0' }).due).toBe('69.90');
    expect(orderBalance({ total: '100.00', paymentStatus: 'partially_refunded' }, { received: '100', refunded: '25.5' })).toEqual({
      received: '100.00',
      refunded: '25.50',
      paid: '74.50',
      due: '0.00',
    });
  });

  it('owes nothing on a cancelled or refunded order', () => {
    expect(orderBalance({ total: '100.00', paymentStatus: 'unpaid', status: 'cancelled' }, { received: '0', refunded: '0' }).due).toBe(
      '0.00',
    );
    expect(orderBalance({ total: '100.00', paymentStatus: 'unpaid', status: 'delivered' }, { received: '0', refunded: '0' }).due).toBe(
      '100.00',
    );
  });

  it('counts an order marked paid without payment rows as received in full', () => {
    expect(orderBalance({ total: '80.00', paymentStatus: 'paid' }, { received: '0', refunded: '0' })).toMatchObject({
      paid: '80.00',
      due: '0.00',
    });
  });
});

describe('orderPaymentStatus', () => {
  const order = (paymentStatus: PaymentAmounts['status'] = 'unpaid') => ({ total: '100.00', paymentStatus });
  it('is paid once the payments cover the total', () => {
    expect(orderPaymentStatus(order(), { received: '100', refunded: '0' })).toBe('paid');
    expect(orderPaymentStatus(order('pending'), { received: '100.00', refunded: '0' })).toBe('paid');
  });
  it('keeps its awaiting status with a balance due after a part payment', () => {
    expect(orderPaymentStatus(order(), { received: '40', refunded: '0' })).toBe('unpaid');
    expect(orderPaymentStatus(order('pending'), { received: '40', refunded: '0' })).toBe('pending');
    expect(orderPaymentStatus(order('failed'), { received: '0', refunded: '0' })).toBe('failed');
  });
  it('follows refunds: part or all of what was received', () => {
    expect(orderPaymentStatus(order(), { received: '100', refunded: '0.01' })).toBe('partially_refunded');
    expect(orderPaymentStatus(order(), { received: '100', refunded: '100' })).toBe('refunded');
    expect(orderPaymentStatus(order(), { received: '40', refunded: '40' })).toBe('refunded');
    expect(orderPaymentStatus(order(), { received: '40', refunded: '10' })).toBe('partially_refunded');
  });
});

describe('planPayment', () => {
  const open = { total: '123.45', status: 'delivered', paymentStatus: 'unpaid' as const };
  const none = { received: '0', refunded: '0' };
  it('defaults to the whole balance due and marks the order paid', () => {
    expect(planPayment(open, none)).toEqual({ ok: true, amount: '123.45', dueAfter: '0.00', status: 'paid' });
    expect(planPayment(open, none, '  ')).toMatchObject({ ok: true, amount: '123.45' });
  });
  it('takes a part and leaves the balance due', () => {
    expect(planPayment(open, none, '100')).toEqual({ ok: true, amount: '100.00', dueAfter: '23.45', status: 'unpaid' });
    expect(planPayment(open, { received: '100.00', refunded: '0' }, '23.45')).toEqual({
      ok: true,
      amount: '23.45',
      dueAfter: '0.00',
      status: 'paid',
    });
  });
  it('refuses zero, negative, malformed, more than is due, nothing due and closed orders', () => {
    expect(planPayment(open, none, '0')).toEqual({ ok: false, reason: 'invalidAmount', due: '123.45' });
    expect(planPayment(open, none, '-5')).toMatchObject({ ok: false, reason: 'invalidAmount' });
    expect(planPayment(open, none, '1.234')).toMatchObject({ ok: false, reason: 'invalidAmount' });
    expect(planPayment(open, none, '123.46')).toEqual({ ok: false, reason: 'exceedsDue', due: '123.45' });
    expect(planPayment(open, { received: '123.45', refunded: '0' }, '1')).toMatchObject({ ok: false, reason: 'nothingDue' });
    expect(planPayment({ ...open, paymentStatus: 'paid' }, none)).toMatchObject({ ok: false, reason: 'nothingDue' });
    expect(planPayment({ ...open, status: 'cancelled' }, none)).toEqual({ ok: false, reason: 'orderClosed', due: '0.00' });
    expect(planPayment({ ...open, status: 'refunded' }, none)).toMatchObject({ ok: false, reason: 'orderClosed' });
  });
  it('keeps the refund status when a part-paid order with a refund takes the rest', () => {
    expect(planPayment({ ...open, paymentStatus: 'partially_refunded' }, { received: '50', refunded: '10' })).toMatchObject({
      ok: true,
      amount: '73.45',
      status: 'partially_refunded',
    });
  });
});

describe('received date', () => {
  it('is today by default', () => {
    expect(checkReceivedOn('', '2026-03-01', '2026-02-20')).toEqual({ ok: true, day: '2026-03-01' });
  });
  it('refuses a day in the future, before the order, or not in the calendar', () => {
    expect(checkReceivedOn('2026-03-02', '2026-03-01', '2026-02-20')).toEqual({ ok: false, reason: 'futureDate' });
    expect(checkReceivedOn('2026-02-19', '2026-03-01', '2026-02-20')).toEqual({ ok: false, reason: 'beforeOrder' });
    expect(checkReceivedOn('2026-02-30', '2026-03-01', '2026-02-01')).toEqual({ ok: false, reason: 'invalidDate' });
    expect(checkReceivedOn('yesterday', '2026-03-01', '2026-02-01')).toEqual({ ok: false, reason: 'invalidDate' });
    expect(checkReceivedOn('2026-02-20', '2026-03-01', '2026-02-20')).toEqual({ ok: true, day: '2026-02-20' });
  });
});

describe('showsBalanceDue', () => {
  it('shows the balance beside the status after a part payment only', () => {
    expect(showsBalanceDue({ amountPaid: '20.00', balanceDue: '80.00' })).toBe(true);
    expect(showsBalanceDue({ amountPaid: '0.00', balanceDue: '100.00' })).toBe(false);
    expect(showsBalanceDue({ amountPaid: '100.00', balanceDue: '0.00' })).toBe(false);
  });
});
