import 'server-only';

export const SEED_SHIPPING = [
  { type: 'Store pickup', area: '7350 120 St, Surrey', cost: '0.00', position: 0 },
  { type: 'Standard delivery', area: 'Surrey, Delta & White Rock', cost: '49.00', position: 1 },
  { type: 'Standard delivery', area: 'Langley, Burnaby & New Westminster', cost: '79.00', position: 2 },
  { type: 'Standard delivery', area: 'Vancouver, Richmond & Coquitlam', cost: '99.00', position: 3 },
];

export const SEED_COUPONS = [
  { code: 'WELCOME10', discountPercent: 10, minimumSpend: '100.00', usageLimit: 1000 },
  { code: 'FLOOR15', discountPercent: 15, minimumSpend: '1000.00', usageLimit: 200 },
];
