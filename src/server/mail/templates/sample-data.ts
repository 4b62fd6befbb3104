import type { ShipmentView } from '@/domain/orders/shipment';
import type { ConfirmedOrder } from './order-confirmation';
import type { MailedMeasureRequest } from './measure-request';

/** An order as the confirmation shows it (its items with the ids a shipment names), for the mail preview and the template tests. */
export const SAMPLE_ORDER: ConfirmedOrder & { items: (ConfirmedOrder['items'][number] & { id: string })[] } = {
  number: 'FS-240517-0042',
  currency: 'CAD',
  billing: { fullName: 'Priya Sandhu' },
  shipping: {
    fullName: 'Priya Sandhu',
    house: '12 King George Blvd',
    city: 'Surrey',
    state: 'BC',
    zipCode: 'V3T 2W1',
    country: 'CA',
    phone: '604-555-0123',
  },
  items: [
    {
      id: 'item-oak',
      name: 'Oak Plank 12 mm',
      colorName: 'Natural',
      attributeName: '12 mm',
      unitPrice: '45.50',
      quantity: 2,
      lineTotal: '91.00',
    },
    {
      id: 'item-underlay',
      name: 'Underlay Roll',
      colorName: null,
      attributeName: null,
      unitPrice: '19.99',
      quantity: 1,
      lineTotal: '19.99',
    },
  ],
  subtotal: '110.99',
  discountTotal: '10.00',
  couponCode: 'WELCOME10',
  // 110.99 - 10.00 = 100.99, a cart total of 101.0: a rounding of 0.01 (docs/requirements.md, "Cart total")
  shippingCost: '49.00',
  delivery: { type: 'Local delivery', area: 'Surrey' },
  taxLines: [
    { name: 'GST', rate: 5, amount: '7.50' },
    { name: 'PST', rate: 7, amount: '10.50' },
  ],
  total: '168.00',
};

export const SAMPLE_CONTACT = {
  name: 'Ana Silva',
  email: 'ana@example.com',
  phone: '604-555-0199',
  subject: 'Estimate for a basement',
  message: 'Hello,\nI need 600 sq ft of vinyl plank.',
};

/** Sample items of the low-stock summary preview. */
export const SAMPLE_LOW_STOCK = [
  {
    name: 'Coastal Oak Laminate 12 mm',
    variant: 'Driftwood',
    quantity: 0,
    threshold: 5,
    locations: [
      { name: 'Showroom', boxes: 0 },
      { name: 'Langley warehouse', boxes: 0 },
    ],
  },
  {
    name: '3 mm Foam Underlay with Vapour Barrier',
    variant: null,
    quantity: 3,
    threshold: 10,
    locations: [
      { name: 'Showroom', boxes: 1 },
      { name: 'Langley warehouse', boxes: 2 },
    ],
  },
  {
    name: 'Carrara Porcelain Tile 24×48',
    variant: 'Polished',
    quantity: 4,
    threshold: 5,
    locations: [
      { name: 'Showroom', boxes: 4 },
      { name: 'Langley warehouse', boxes: 0 },
    ],
  },
];
/** A shipment as the shipping mail shows it (Canada Post), for the mail preview and the template tests. */
export const SAMPLE_SHIPMENT: ShipmentView = {
  id: 'shipment-1',
  position: 1,
  carrier: 'canada-post',
  carrierName: 'Canada Post',
  trackingNumber: '7023 4567 8901 2345',
  trackingUrl: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023456789012345',
  lines: [
    { itemId: 'item-oak', name: 'Oak Plank 12 mm · Natural · 12 mm', quantity: 2 },
    { itemId: 'item-underlay', name: 'Underlay Roll', quantity: 1 },
  ],
  createdAt: '2026-05-18T16:00:00.000Z',
};

/** A measure request as its mails show it (npm run mail:preview). */
export const SAMPLE_MEASURE_REQUEST: MailedMeasureRequest = {
  name: 'Priya Sharma',
  street: '10153 King George Blvd',
  city: 'Surrey',
  postalCode: 'V3T 2W1',
  preferredDates: ['2026-12-03', '2026-12-05'],
  rooms: [{ name: 'Living room', area: 220 }, { name: 'Hall' }],
  scheduledAt: new Date('2026-12-04T17:30:00Z'),
  staffNote: 'Please park in the driveway.',
};
