import 'server-only';

export const SEED_SHIPPING = [
  { type: 'Free pickup at the showroom', area: '7350 120 St, Surrey', cost: '0.00', position: 0 },
  { type: 'Local delivery', area: 'Surrey, Delta & White Rock', cost: '49.00', position: 1 },
  { type: 'Metro Vancouver delivery', area: 'Metro Vancouver', cost: '89.00', position: 2 },
  { type: 'BC delivery', area: 'Rest of British Columbia', cost: '149.00', position: 3 },
];

export const SEED_COUPONS = [
  { code: 'WELCOME10', discountPercent: 10, minimumSpend: '100.00', usageLimit: 1000 },
  { code: 'FLOOR15', discountPercent: 15, minimumSpend: '1000.00', usageLimit: 200 },
];
