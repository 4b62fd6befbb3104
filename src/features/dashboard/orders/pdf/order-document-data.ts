import type { AddressInfo } from '@/domain/cart/cart';

/* What an invoice or packing slip is drawn from (order-document.tsx): the shop, the orders and the labels. */

export interface PdfShop {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** the shop's GST number (`123456789 RT0001`), printed on the invoice when set */
  gstNumber?: string;
  /** PNG bytes of the logo, when it could be read */
  logo: Buffer | null;
}

export interface PdfOrder {
  number: string;
  date: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  billing: AddressInfo;
  shipping: AddressInfo;
  delivery: string;
  items: {
    name: string;
    detail: string;
    /** the packing slip's picking lines: each location and dye lot the boxes come from */
    pick: string[];
    sku: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
  }[];
  /** the order summary's rows, labelled and formatted (docs/requirements.md, "Order summary"); the last is the total */
  totals: { label: string; amount: string }[];
  /** what the order's payments brought in, less refunds, and what is still owed (docs/requirements.md, "Balance due") */
  amountPaid: string;
  /** what was given back, as a negative amount, when anything was; listed under the amount paid */
  refunded: string | null;
  balanceDue: string;
  /** on the packing slip of an order paid cash on delivery: what the driver collects (the balance due), else null */
  toCollect: string | null;
  customerNote: string | null;
}

/** The labels of the documents (`dashOrders.pdf.*`). */
export const PDF_LABEL_KEYS = [
  'invoice',
  'packingSlip',
  'orderNumber',
  'orderDate',
  'billTo',
  'shipTo',
  'delivery',
  'payment',
  'item',
  'sku',
  'quantity',
  'unitPrice',
  'lineTotal',
  'subtotal',
  'discount',
  'rounding',
  'deliveryCost',
  'total',
  'amountPaid',
  'balanceDue',
  'refunded',
  'amountToCollect',
  'customerNote',
  'thanks',
  'packed',
  'gstNumber',
  'page',
] as const;

/** Every label of the documents, already translated. */
export type PdfLabels = Record<(typeof PDF_LABEL_KEYS)[number], string>;
