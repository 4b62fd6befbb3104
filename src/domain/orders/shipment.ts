import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import { ORDER_SELECTION_MAX } from './order-filters';
import { shipmentLinesField, type ShipmentLine } from './shipment-lines';
import { canTransition, type OrderStatus } from './status';

/**
 * Carriers staff can name when an order ships, each with the address of its public tracking page
 * (docs/requirements.md, "Shipments"). `other` takes a staff-given https address instead.
 */
export const CARRIERS = ['canada-post', 'purolator', 'ups', 'fedex', 'canpar', 'dhl', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Brand names are the same in every language. */
export const CARRIER_NAMES: Record<Exclude<Carrier, 'other'>, string> = {
  'canada-post': 'Canada Post',
  purolator: 'Purolator',
  ups: 'UPS',
  fedex: 'FedEx',
  canpar: 'Canpar',
  dhl: 'DHL',
};

/** `{n}` is the tracking number, URL-encoded and without spaces. */
const TRACKING_URLS: Record<Exclude<Carrier, 'other'>, string> = {
  'canada-post': 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={n}',
  purolator: 'https://www.purolator.com/en/shipping/tracker?pin={n}',
  ups: 'https://www.ups.com/track?tracknum={n}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={n}',
  canpar: 'https://www.canpar.com/en/tracking/track.htm?barcode={n}',
  dhl: 'https://www.dhl.com/ca-en/home/tracking/tracking-express.html?submit=1&tracking-id={n}',
};

export const TRACKING_NUMBER_MIN = 4;
export const TRACKING_NUMBER_MAX = 40;
export const TRACKING_URL_MAX = 500;

/** Letters, digits, single spaces and dashes, starting and ending with a letter or digit. */
const TRACKING_NUMBER = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9]))*$/;

/** As stored: trimmed, runs of spaces made one, upper case (carriers print their numbers in capitals). */
export function normaliseTrackingNumber(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** An https address without credentials that a browser can open, or null. */
export function safeTrackingUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value || value.length > TRACKING_URL_MAX) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname.includes('.')) return null;
  return url.toString();
}

/** The carrier's tracking page for this number; for `other`, the address staff gave. */
export function trackingUrl(carrier: Carrier, trackingNumber: string, otherUrl?: string | null): string | null {
  if (carrier === 'other') return otherUrl ? safeTrackingUrl(otherUrl) : null;
  const compact = encodeURIComponent(trackingNumber.replace(/\s+/g, ''));
  return TRACKING_URLS[carrier].replace('{n}', compact);
}

/** The name the customer reads: the brand, or for `other` the host of the tracking page. */
export function carrierName(carrier: Carrier, otherUrl?: string | null): string {
  if (carrier !== 'other') return CARRIER_NAMES[carrier];
  const url = otherUrl ? safeTrackingUrl(otherUrl) : null;
  return url ? new URL(url).hostname.replace(/^www\./, '') : '';
}

export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/**
 * What `order.setShipment` takes (messages are keys of `dashOrders.shipment.validation`): a new shipment of the order (its
 * lines, or everything still to ship when none are given), or with `shipmentId` a correction of that shipment's
 * tracking.
 */
export const shipmentSchema = z
  .object({
    id: z.uuid(),
    shipmentId: z.uuid().optional(),
    lines: shipmentLinesField,
    carrier: z.enum(CARRIERS, { message: 'chooseCarrier' }),
    trackingNumber: z
      .string({ message: 'required' })
      .transform(normaliseTrackingNumber)
      .pipe(
        z
          .string()
          .min(1, 'required')
          .min(TRACKING_NUMBER_MIN, 'trackingTooShort')
          .max(TRACKING_NUMBER_MAX, 'trackingTooLong')
          .regex(TRACKING_NUMBER, 'trackingInvalid'),
      ),
    /** only for `other`: the carrier's tracking page (https) */
    trackingUrl: z.string().trim().max(TRACKING_URL_MAX, 'tooLong').optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.carrier !== 'other') return;
    if (!v.trackingUrl) ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: 'required' });
    else if (!safeTrackingUrl(v.trackingUrl)) ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: 'trackingUrlInvalid' });
  })
  .transform((v) => ({ ...v, trackingUrl: v.carrier === 'other' ? safeTrackingUrl(v.trackingUrl) : null }));

export type ShipmentInput = z.output<typeof shipmentSchema>;

/** What `order.bulkShip` takes: each selected order with its own carrier and tracking, each order once (a shipment of everything left: lines and corrections are for one order at a time). */
export const bulkShipmentSchema = z.object({
  shipments: z
    .array(shipmentSchema)
    .min(1, 'required')
    .max(ORDER_SELECTION_MAX, limitMessage('maxItems', ORDER_SELECTION_MAX))
    .refine((list) => new Set(list.map((s) => s.id)).size === list.length, 'invalid'),
});

/**
 * May a new shipment leave for an order in this status? A confirmed or processing order (confirm a pending one first);
 * a shipped order has nothing left, and a delivered, cancelled or refunded one is done.
 */
export function shipmentAllowed(status: OrderStatus): boolean {
  return canTransition(status, 'shipped');
}

/** May a saved shipment's tracking be corrected? While the order is on its way (processing with part of it, or shipped). */
export function trackingCorrectionAllowed(status: OrderStatus): boolean {
  return status === 'processing' || status === 'shipped';
}

/** A shipment as the views show it. */
export interface ShipmentView {
  id: string;
  /** 1, 2, … within the order */
  position: number;
  carrier: Carrier;
  carrierName: string;
  trackingNumber: string;
  /** the tracking page; null only if a stored `other` address is no longer acceptable */
  trackingUrl: string | null;
  /** the items in the parcel by the name the view gives them */
  lines: { itemId: string; name: string; quantity: number }[];
  createdAt: string;
}

/** A stored shipment (`order_shipments`) as a view, its lines named from the order's items (`nameOf`). */
export function shipmentView(
  row: {
    id: string;
    position: number;
    carrier: string;
    trackingNumber: string;
    trackingUrl: string | null;
    lines: readonly ShipmentLine[];
    createdAt: Date;
  },
  nameOf: (itemId: string) => string,
): ShipmentView | null {
  if (!isCarrier(row.carrier)) return null;
  return {
    id: row.id,
    position: row.position,
    carrier: row.carrier,
    carrierName: carrierName(row.carrier, row.trackingUrl),
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber, row.trackingUrl),
    lines: row.lines.map((l) => ({ itemId: l.itemId, name: nameOf(l.itemId), quantity: l.quantity })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Has part of the order shipped with the rest still to come? (A processing order with a parcel on its way.) */
export function restToShip(order: { status: string; shipments: readonly unknown[] }): boolean {
  return order.status === 'processing' && order.shipments.length > 0;
}
