import 'server-only';

/** Delivery options, their names in Bengali, Arabic and French (docs/requirements.md, "Content in four languages"). */
export const SEED_SHIPPING = [
  // a showroom pickup (docs/requirements.md, "Showroom pickup"); listed after the deliveries, so the checkout opens on
  // a delivery and its address fields
  {
    type: 'Showroom pickup',
    area: '7350 120 St, Surrey',
    // the address reads the same in every language
    translations: { bn: { type: 'শোরুম থেকে সংগ্রহ' }, ar: { type: 'الاستلام من صالة العرض' }, fr: { type: 'Retrait en salle d’exposition' } },
    cost: '0.00',
    position: 5,
    kind: 'pickup' as const,
  },
  {
    type: 'Local delivery',
    area: 'Surrey, Delta & White Rock',
    translations: { bn: { type: 'স্থানীয় ডেলিভারি', area: 'সারে, ডেল্টা ও হোয়াইট রক' }, ar: { type: 'توصيل محلي', area: 'ساري ودلتا ووايت روك' }, fr: { type: 'Livraison locale', area: 'Surrey, Delta et White Rock' } },
    cost: '49.00',
    position: 1,
  },
  {
    type: 'Metro Vancouver delivery',
    area: 'Metro Vancouver',
    translations: { bn: { type: 'মেট্রো ভ্যাঙ্কুভার ডেলিভারি', area: 'মেট্রো ভ্যাঙ্কুভার' }, ar: { type: 'التوصيل في منطقة فانكوفر الكبرى', area: 'منطقة فانكوفر الكبرى' }, fr: { type: 'Livraison dans le Grand Vancouver', area: 'Grand Vancouver' } },
    cost: '89.00',
    position: 2,
  },
  {
    type: 'BC delivery',
    area: 'Rest of British Columbia',
    translations: { bn: { type: 'বিসি ডেলিভারি', area: 'ব্রিটিশ কলাম্বিয়ার বাকি অংশ' }, ar: { type: 'التوصيل داخل كولومبيا البريطانية', area: 'باقي كولومبيا البريطانية' }, fr: { type: 'Livraison en Colombie-Britannique', area: 'Reste de la Colombie-Britannique' } },
    cost: '149.00',
    position: 3,
  },
  // heavy goods by the box (docs/requirements.md, "Delivery fees"): $20 + $3.50 a box, free from $2,500 of goods
  {
    type: 'Heavy delivery (per box)',
    area: 'Surrey, Delta & White Rock',
    translations: { bn: { type: 'ভারী পণ্যের ডেলিভারি (প্রতি বাক্স)', area: 'সারে, ডেল্টা ও হোয়াইট রক' }, ar: { type: 'توصيل البضائع الثقيلة (لكل صندوق)', area: 'ساري ودلتا ووايت روك' }, fr: { type: 'Livraison lourde (par boîte)', area: 'Surrey, Delta et White Rock' } },
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
