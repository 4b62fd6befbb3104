import 'server-only';
import type { AddressInfo } from '@/server/db/schema';
import type { GatewayMode } from '../gateway';
import { fetchJson } from '../http-json';

/** The gateway's credentials (sslcommerz/gateway.ts reads them), server-only. */
export interface SslCommerzConfig {
  storeId: string;
  storePassword: string;
  mode: GatewayMode;
  apiBase: string;
}

/** SSLCommerz API v4 (developer.sslcommerz.com/doc/v4). */

export interface SslCommerzSessionInput {
  /** tran_id: our order number (SSLCommerz allows 30 characters) */
  tranId: string;
  amount: string;
  currency: string;
  billing: AddressInfo;
  shipping: AddressInfo;
  itemCount: number;
  productName: string;
}

/** Starts a hosted payment session (POST /gwprocess/v4/api.php, form-encoded) and answers SSLCommerz's JSON. */
export async function initSslCommerzSession(
  cfg: SslCommerzConfig,
  input: SslCommerzSessionInput,
  urls: { success: string; fail: string; cancel: string; ipn: string },
): Promise<unknown> {
  const b = input.billing;
  const s = input.shipping;
  const form = new URLSearchParams({
    store_id: cfg.storeId,
    store_passwd: cfg.storePassword,
    total_amount: input.amount,
    currency: input.currency.toUpperCase(),
    tran_id: input.tranId,
    success_url: urls.success,
    fail_url: urls.fail,
    cancel_url: urls.cancel,
    ipn_url: urls.ipn,
    cus_name: b.fullName,
    cus_email: b.email,
    cus_add1: b.house,
    cus_city: b.city,
    cus_state: b.state,
    cus_postcode: b.zipCode,
    cus_country: b.country,
    cus_phone: b.phone,
    shipping_method: 'Courier',
    num_of_item: String(input.itemCount),
    ship_name: s.fullName,
    ship_add1: s.house,
    ship_city: s.city,
    ship_state: s.state,
    ship_postcode: s.zipCode,
    ship_country: s.country,
    product_name: input.productName.slice(0, 255),
    product_category: 'Flooring',
    product_profile: 'physical-goods',
  });
  return fetchJson('sslcommerz', `${cfg.apiBase}/gwprocess/v4/api.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: form.toString(),
  });
}

/** Asks SSLCommerz whether a val_id is a real, valid payment (GET /validator/api/validationserverAPI.php). */
export async function validateSslCommerzPayment(cfg: SslCommerzConfig, valId: string): Promise<unknown> {
  const q = new URLSearchParams({ val_id: valId, store_id: cfg.storeId, store_passwd: cfg.storePassword, v: '1', format: 'json' });
  return fetchJson('sslcommerz', `${cfg.apiBase}/validator/api/validationserverAPI.php?${q}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
}

/** Refund request (GET /validator/api/merchantTransIDvalidationAPI.php with bank_tran_id and refund_amount). */
export async function refundSslCommerzPayment(
  cfg: SslCommerzConfig,
  bankTranId: string,
  amount: string,
  remarks: string,
): Promise<{ ok: boolean; refundRef?: string; reason?: string }> {
  const q = new URLSearchParams({
    bank_tran_id: bankTranId,
    refund_amount: amount,
    refund_remarks: remarks.slice(0, 255),
    store_id: cfg.storeId,
    store_passwd: cfg.storePassword,
    v: '1',
    format: 'json',
  });
  const body = (await fetchJson('sslcommerz', `${cfg.apiBase}/validator/api/merchantTransIDvalidationAPI.php?${q}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
  })) as Record<string, unknown>;
  const ok = body.APIConnect === 'DONE' && (body.status === 'success' || body.status === 'processing');
  return ok ? { ok, refundRef: String(body.refund_ref_id ?? '') } : { ok, reason: String(body.errorReason ?? body.status ?? 'failed') };
}
