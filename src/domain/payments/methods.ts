/**
 * The payment methods an order can have: cash on delivery and the hosted gateways (docs/payments.md). The one list:
 * the checkout's and the dashboard's schemas, the orders filter and the database enum (payment_method) read it.
 */
export const PAYMENT_METHODS = ['cod', 'stripe', 'paypal', 'sslcommerz'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
