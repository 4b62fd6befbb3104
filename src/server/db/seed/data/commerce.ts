import 'server-only';

export const SEED_SHIPPING = [
  // a showroom pickup (docs/requirements.md, "Showroom pickup"); listed after the deliveries, so the checkout opens on
  // a delivery and its address fields
  { type: 'Showroom pickup', area: '7350 120 St, Surrey', cost: '0.00', position: 5, kind: 'pickup' as const },
  { type: 'Local delivery', area: 'Surrey, Delta & White Rock', cost: '49.00', position: 1 },
  { type: 'Metro Vancouver delivery', area: 'Metro Vancouver', cost: '89.00', position: 2 },
  { type: 'BC delivery', area: 'Rest of British Columbia', cost: '149.00', position: 3 },
  // heavy goods by the box (docs/requirements.md, "Delivery fees"): $20 + $3.50 a box, free from $2,500 of goods
  {
    type: 'Heavy delivery (per box)',
    area: 'Surrey, Delta & White Rock',
    cost: '20.00',
    position: 4,
    feeRule: 'perBox' as const,
    feeRate: '3.50',
    freeOver: '2500.00',
  },
];

export const SEED_COUPONS = [
  { code: 'WELCOME10', discountPercent: 10, minimumSpend: '100.00', usageLimit: 1000 },
  { code: 'FLOOR15', discountPercent: 15, minimumSpend: '1000.00', usageLimit: 200 },
];
