import 'server-only';
import { readSslCommerzInit } from '@/domain/payments/gateway-responses';
import { env } from '@/lib/env';
import { savedOrEnvironment, type PaymentGateway } from '../gateway';
import { initSslCommerzSession, refundSslCommerzPayment, type SslCommerzConfig } from './client';

const SSLCOMMERZ_API = { sandbox: 'https://sandbox.sslcommerz.com', live: 'https://securepay.sslcommerz.com' } as const;

/**
 * SSLCommerz: a hosted session, confirmed by its IPN or the customer's return (both validated with SSLCommerz's
 * validation API: sslcommerz/confirm.ts).
 */
export const sslCommerzGateway: PaymentGateway<SslCommerzConfig, 'sslcommerz'> = {
  id: 'sslcommerz',
  hosts: ['https://securepay.sslcommerz.com', 'https://sandbox.sslcommerz.com'],
  config(saved) {
    const { storeId, storePassword, mode } = savedOrEnvironment(saved.sslCommerz, {
      storeId: env.SSLCOMMERZ_STORE_ID,
      storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
      mode: env.SSLCOMMERZ_MODE ?? 'sandbox',
    });
    if (!storeId || !storePassword) return null;
    return { storeId, storePassword, mode, apiBase: env.SSLCOMMERZ_API_BASE ?? SSLCOMMERZ_API[mode] };
  },
  async start(config, { order, decimal, origin, attempts, itemCount }) {
    // tran_id: the order number, with a suffix for a second attempt (SSLCommerz wants unique ids, 30 characters at most)
    const tranId = attempts ? `${order.number}-R${attempts + 1}` : order.number;
    const api = `${origin}/api/payments/sslcommerz`;
    const res = readSslCommerzInit(
      await initSslCommerzSession(
        config,
        {
          tranId,
          amount: decimal,
          currency: order.currency,
          billing: order.billing,
          shipping: order.shipping,
          itemCount,
          productName: `Order ${order.number}`,
        },
        { success: `${api}/success`, fail: `${api}/fail`, cancel: `${api}/cancel`, ipn: `${api}/ipn` },
      ),
    );
    if (!res.ok) throw new Error(`SSLCommerz refused the session: ${res.reason}`);
    return { reference: tranId, redirectUrl: res.redirectUrl, extra: { sessionKey: res.sessionKey } };
  },
  async refund(config, { transactionId, amount, key }) {
    const res = await refundSslCommerzPayment(config, transactionId, amount, `Refund ${key}`);
    if (!res.ok) throw new Error(`sslcommerz refused: ${res.reason}`);
    return res.refundRef ?? key;
  },
};
