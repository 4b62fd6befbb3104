import 'server-only';
import { descriptionHtml } from './product-text';
import type { ImageKind, SeedImageSpec, SeedProduct, SeedVariant } from './types';

/* -------------------------------------------------------------------------- */
/*  Helpers                                                                   */
/* -------------------------------------------------------------------------- */

type Row = [string, string];

/** Render tones per colour name: [base, accent] (accent = darker grain / vein / grout). */
const TONES: Record<string, [string, string]> = {
  'Natural Oak': ['#c19a6b', '#8a6440'],
  'Honey Oak': ['#c68e4e', '#8c5f2c'],
  'Coastal Blonde': ['#dcc39b', '#a88d66'],
  'Ash Blonde': ['#e3d2b4', '#b09c7c'],
  'Driftwood Grey': ['#a39a8c', '#6f675c'],
  'Smoked Grey': ['#8a857e', '#58544f'],
  'Warm Chestnut': ['#8b5a3b', '#5a3722'],
  Cognac: ['#9c5d33', '#65391c'],
  'Rustic Brown': ['#7a5538', '#4e3421'],
  'Walnut Brown': ['#5c4033', '#3a271d'],
  Espresso: ['#3e2b20', '#221711'],
  'Sandstone Beige': ['#d4c2a2', '#a39072'],
  Almond: ['#e4d5bd', '#b3a286'],
  'Light Greige': ['#c9c1b5', '#958c7f'],
  Taupe: ['#8f8276', '#605549'],
  'Carrara White': ['#eeece8', '#a7a39c'],
  'Calacatta Gold': ['#f2ece0', '#b8975a'],
  'Bright White': ['#f8f8f6', '#d6d4cf'],
  Ivory: ['#f2ead8', '#c8bb9f'],
  Silver: ['#b8bbbe', '#85898d'],
  'Concrete Grey': ['#9b9995', '#6b6965'],
  Pewter: ['#707376', '#4a4d50'],
  Charcoal: ['#3c3c3e', '#222224'],
  Black: ['#1f1f21', '#3a3a3d'],
};

const KINDS: Record<string, Record<string, ImageKind>> = {
  laminate: { '123-mm': 'laminate', '123-mm-72-hours-water-proof': 'laminate', '83-mm': 'laminate', 'matt-tiles': 'tile-matt' },
  accessories: {
    'base-shoe': 'base-shoe',
    'molding-trims-base-board': 'trim',
    'tile-accessories': 'tile-accessory',
    underlay: 'underlay',
  },
  tiles: {
    'gloss-tiles': 'tile-gloss',
    'matt-tiles': 'tile-matt',
    'highgloss-tiles': 'marble',
    'carvings-tiles': 'tile-carving',
    'punch-tiles': 'tile-punch',
    'sugar-carving-tiles': 'tile-sugar',
  },
  'vinyl-plank': { '4-mm': 'vinyl', '42-mm': 'vinyl', '55-mm': 'vinyl', '7-mm': 'vinyl' },
  'engineered-wood': {
    'white-oak-7': 'wood',
    'white-oak-7-12': 'wood',
    'white-oak-8-35': 'wood',
    'white-ash': 'wood',
    'european-oak': 'wood',
    'american-oak-herringbone': 'herringbone',
    'american-black-walnut': 'wood',
    '9-american-white-oak': 'wood',
    '7-12-american-white-oak': 'wood',
  },
};

let imageSeed = 7000;
/** colour pictures of variable products count apart, so the other pictures keep their seeds */
let colorImageSeed = 90_000;

function images(kind: ImageKind, [base, accent]: [string, string], extraRoom: boolean): SeedImageSpec[] {
  const views: SeedImageSpec['view'][] = extraRoom ? ['swatch', 'room', 'box', 'room'] : ['swatch', 'room', 'box'];
  return views.map((view) => ({ kind, base, accent, seed: (imageSeed += 7), view }));
}

const money = (n: number): string => n.toFixed(2);

/** Box price from a target price per sq ft, ending in .99. */
const boxPrice = (psf: number, coverage: number): number => Math.round(psf * coverage) - 0.01;

/** Sale price `pct` percent below `price`, ending in 9. */
const salePrice = (price: number, pct: number): number => Math.floor(price * (1 - pct / 100) * 10) / 10 - 0.01;

const code = (s: string): string =>
  s
    .split(/\s+/)
    .map((w) => w.slice(0, 2))
    .join('')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

const attrCode = (s: string): string => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

const unique = <T,>(xs: T[]): T[] => [...new Set(xs)];

const rows = (list: (Row | undefined | false)[]): { name: string; value: string }[] =>
  list.filter((r): r is Row => Array.isArray(r)).map(([name, value]) => ({ name, value }));


const inchToMm = (inch: number): number => Math.round(inch * 25.4);

interface VariantIn {
  color: string;
  attribute?: string;
  /** values of the further options (`Common.moreOptions`), in their order */
  values?: string[];
  /** price per sq ft (area products) */
  psf?: number;
  /** price per sell unit (accessories) */
  price?: number;
  /** sale percentage off */
  sale?: number;
  qty: number;
}

interface Common {
  name: string;
  slug: string;
  sku: string;
  brand: string;
  /** simple products */
  color?: string;
  qty?: number;
  psf?: number;
  price?: number;
  sale?: number;
  /** variable products */
  attribute?: string;
  /** the names of the options after `attribute` (at most two) */
  moreOptions?: string[];
  variants?: VariantIn[];
  /** image tone override */
  tone?: [string, string];
  summary: string;
  intro: string;
  points: string[];
  outro?: string;
  featured?: boolean;
  days: number;
  sold: number;
}

interface Placement {
  category: string;
  subcategory: string;
  unit: string;
  unitValue: number;
  sellUnit: string;
  specs: (Row | undefined | false)[];
}

function build(c: Common, p: Placement): SeedProduct {
  const priceOf = (v: { psf?: number; price?: number }): number => {
    if (v.price !== undefined) return v.price;
    if (v.psf !== undefined) return boxPrice(v.psf, p.unitValue);
    throw new Error(`${c.slug}: missing price`);
  };
  const kind = KINDS[p.category]?.[p.subcategory];
  if (!kind) throw new Error(`${c.slug}: unknown subcategory ${p.category}/${p.subcategory}`);

  let type: SeedProduct['type'] = 'simple';
  let colors: string[];
  let price: number;
  let discount: number;
  let quantity: number;
  let attribute: SeedProduct['attribute'];
  let moreOptions: SeedProduct['moreOptions'];
  let variants: SeedVariant[] | undefined;

  if (c.variants && c.variants.length > 0) {
    type = 'variable';
    variants = c.variants.map((v) => {
      const vp = priceOf(v);
      return {
        color: v.color,
        ...(v.attribute !== undefined ? { attribute: v.attribute } : {}),
        ...(v.values ? { moreValues: v.values } : {}),
        sku: [c.sku, code(v.color), ...[v.attribute, ...(v.values ?? [])].filter((x) => x !== undefined).map(attrCode)].join('-'),
        price: money(vp),
        discount: money(v.sale ? salePrice(vp, v.sale) : vp),
        quantity: v.qty,
      };
    });
    colors = unique(c.variants.map((v) => v.color));
    if (c.attribute) {
      attribute = { name: c.attribute, values: unique(c.variants.map((v) => v.attribute ?? '')).filter(Boolean) };
    }
    if (c.moreOptions) {
      moreOptions = c.moreOptions.map((name, k) => ({ name, values: unique(c.variants!.map((v) => v.values?.[k] ?? '')).filter(Boolean) }));
    }
    // product-level price/discount mirror the variant with the lowest charged price ("from" price)
    const cheapest = [...variants].sort((a, b) => Number(a.discount) - Number(b.discount) || Number(a.price) - Number(b.price))[0];
    price = Number(cheapest.price);
    discount = Number(cheapest.discount);
    quantity = 0;
  } else {
    if (!c.color || c.qty === undefined) throw new Error(`${c.slug}: simple product needs color and qty`);
    colors = [c.color];
    price = priceOf(c);
    discount = c.sale ? salePrice(price, c.sale) : price;
    quantity = c.qty;
  }

  const tone = c.tone ?? TONES[colors[0]];
  if (!tone) throw new Error(`${c.slug}: no tone for ${colors[0]}`);
  const pictures = images(kind, tone, c.featured === true);
  // each further colour of a variable product gets its own swatch picture, in its own tone; the first colour's is the first picture
  let colorImages: Record<string, number> | undefined;
  if (type === 'variable' && colors.length > 1) {
    colorImages = { [colors[0]]: 0 };
    for (const colour of colors.slice(1)) {
      const own = TONES[colour];
      if (!own) throw new Error(`${c.slug}: no tone for ${colour}`);
      colorImages[colour] = pictures.length;
      pictures.push({ kind, base: own[0], accent: own[1], seed: (colorImageSeed += 7), view: 'swatch' });
    }
  }

  return {
    name: c.name,
    slug: c.slug,
    category: p.category,
    subcategory: p.subcategory,
    brand: c.brand,
    sku: c.sku,
    unit: p.unit,
    unitValue: p.unitValue,
    sellUnit: p.sellUnit,
    price: money(price),
    discount: money(discount),
    quantity,
    type,
    colors,
    ...(attribute ? { attribute } : {}),
    ...(moreOptions ? { moreOptions } : {}),
    ...(variants ? { variants } : {}),
    specifications: rows(p.specs),
    summary: c.summary,
    description: descriptionHtml(c.intro, c.points, c.outro),
    images: pictures,
    ...(colorImages ? { colorImages } : {}),
    featured: c.featured === true,
    createdDaysAgo: c.days,
    sold: c.sold,
  };
}

/* ----------------------------- Laminate ----------------------------------- */

interface LaminateIn extends Common {
  thickness: '8.3 mm' | '12.3 mm';
  ac: string;
  finish: string;
  /** plank width x length in inches */
  plank: [number, number];
  pcs: number;
  edge: string;
  water: string;
  warranty: string;
}

function laminate(subcategory: string, c: LaminateIn): SeedProduct {
  const [w, l] = c.plank;
  const coverage = Math.round(((w * l) / 144) * c.pcs * 100) / 100;
  const tileLook = subcategory === 'matt-tiles';
  return build(c, {
    category: 'laminate',
    subcategory,
    unit: 'sq ft',
    unitValue: coverage,
    sellUnit: 'box',
    specs: [
      ['Thickness', c.thickness],
      ['AC Rating', c.ac],
      ['Finish', c.finish],
      [tileLook ? 'Tile Size' : 'Plank Size', `${w}" x ${l}" (${inchToMm(w)} x ${inchToMm(l)} mm)`],
      ['Pieces per Box', String(c.pcs)],
      ['Coverage per Box', `${coverage} sq ft`],
      ['Edge', c.edge],
      ['Installation', 'Floating, angle-angle click lock'],
      ['Water Resistance', c.water],
      ['Warranty', c.warranty],
    ],
  });
}

/* ------------------------------- Vinyl ------------------------------------ */

interface VinylIn extends Common {
  thickness: string;
  wear: string;
  pad: string;
  plank: [number, number];
  pcs: number;
  warranty: string;
}

function vinyl(subcategory: string, c: VinylIn): SeedProduct {
  const [w, l] = c.plank;
  const coverage = Math.round(((w * l) / 144) * c.pcs * 100) / 100;
  return build(c, {
    category: 'vinyl-plank',
    subcategory,
    unit: 'sq ft',
    unitValue: coverage,
    sellUnit: 'box',
    specs: [
      ['Thickness', c.thickness],
      ['Wear Layer', c.wear],
      ['Core', 'Rigid SPC (stone polymer composite)'],
      ['Attached Underlay', c.pad],
      ['Plank Size', `${w}" x ${l}" (${inchToMm(w)} x ${inchToMm(l)} mm)`],
      ['Pieces per Box', String(c.pcs)],
      ['Coverage per Box', `${coverage} sq ft`],
      ['Installation', 'Floating click lock, no acclimation needed'],
      ['Water Resistance', '100% waterproof core'],
      ['Warranty', c.warranty],
    ],
  });
}

/* --------------------------- Engineered wood ------------------------------ */

interface WoodIn extends Common {
  species: string;
  grade: string;
  thickness: string;
  wear: string;
  finish: string;
  size: string;
  coverage: number;
  core?: string;
  install?: string;
  warranty: string;
}

function wood(subcategory: string, c: WoodIn): SeedProduct {
  return build(c, {
    category: 'engineered-wood',
    subcategory,
    unit: 'sq ft',
    unitValue: c.coverage,
    sellUnit: 'box',
    specs: [
      ['Species', c.species],
      ['Grade', c.grade],
      ['Thickness', c.thickness],
      ['Wear Layer', c.wear],
      ['Finish', c.finish],
      [subcategory === 'american-oak-herringbone' ? 'Slat Size' : 'Plank Size', c.size],
      ['Coverage per Box', `${c.coverage} sq ft`],
      ['Core', c.core ?? 'Multi-ply birch plywood'],
      ['Installation', c.install ?? 'Glue-down, nail-down or floating'],
      ['Warranty', c.warranty],
    ],
  });
}

/* ------------------------------- Tiles ------------------------------------ */

type TileSize = '12x24' | '24x24' | '24x48' | '32x32' | '32x64';

const TILE: Record<TileSize, { w: number; l: number; pcs: number; thickness: string }> = {
  '12x24': { w: 11.81, l: 23.62, pcs: 8, thickness: '9 mm' },
  '24x24': { w: 23.62, l: 23.62, pcs: 4, thickness: '9.5 mm' },
  '24x48': { w: 23.62, l: 47.24, pcs: 2, thickness: '10 mm' },
  '32x32': { w: 31.5, l: 31.5, pcs: 3, thickness: '10 mm' },
  '32x64': { w: 31.5, l: 62.99, pcs: 2, thickness: '11 mm' },
};

const tileCoverage = (s: TileSize): number => Math.round(((TILE[s].w * TILE[s].l) / 144) * TILE[s].pcs * 100) / 100;

interface TileIn extends Common {
  size?: TileSize;
  finish: string;
  look: string;
  application: string;
  pei: string;
  slip?: string;
}

function tile(subcategory: string, c: TileIn): SeedProduct {
  const sizes = (c.size ? [c.size] : unique((c.variants ?? []).map((v) => v.attribute))) as TileSize[];
  if (sizes.length === 0 || sizes.some((s) => !TILE[s])) throw new Error(`${c.slug}: bad tile sizes`);
  const coverage = tileCoverage(sizes[0]);
  if (sizes.some((s) => tileCoverage(s) !== coverage)) throw new Error(`${c.slug}: mixed box coverage`);
  const label = (s: TileSize) => `${s.replace('x', '" x ')}" (${inchToMm(TILE[s].w / 10) * 10} x ${inchToMm(TILE[s].l / 10) * 10} mm)`;
  return build(
    { ...c, attribute: c.variants ? 'Tile Size' : undefined },
    {
      category: 'tiles',
      subcategory,
      unit: 'sq ft',
      unitValue: coverage,
      sellUnit: 'box',
      specs: [
        ['Material', 'Glazed porcelain'],
        ['Look', c.look],
        ['Finish', c.finish],
        ['Tile Size', sizes.map(label).join(' / ')],
        ['Thickness', unique(sizes.map((s) => TILE[s].thickness)).join(' / ')],
        ['Pieces per Box', sizes.map((s) => TILE[s].pcs).join(' / ')],
        ['Coverage per Box', `${coverage} sq ft`],
        c.slip ? ['Slip Resistance', c.slip] : ['Edge', 'Rectified'],
        ['PEI Rating', c.pei],
        ['Application', c.application],
      ],
    },
  );
}

/* ----------------------------- Accessories -------------------------------- */

interface AccessoryIn extends Common {
  unit: string;
  unitValue: number;
  sellUnit: string;
  specs: Row[];
}

function accessory(subcategory: string, c: AccessoryIn): SeedProduct {
  return build(c, {
    category: 'accessories',
    subcategory,
    unit: c.unit,
    unitValue: c.unitValue,
    sellUnit: c.sellUnit,
    specs: c.specs,
  });
}

/* -------------------------------------------------------------------------- */
/*  Laminate                                                                  */
/* -------------------------------------------------------------------------- */

const LAM_STD = { plank: [7.68, 48.03] as [number, number], edge: '4-sided painted micro-bevel' };

const laminateProducts: SeedProduct[] = [
  /* ---- 12.3 mm ---- */
  laminate('123-mm', {
    name: 'Kitsilano Oak 12.3 mm Laminate',
    slug: 'kitsilano-oak-123-mm-laminate',
    sku: 'LAM-123-001',
    brand: 'Fraser Valley Floors',
    variants: [
      { color: 'Natural Oak', psf: 2.79, qty: 140 },
      { color: 'Smoked Grey', psf: 2.79, sale: 15, qty: 86 },
      { color: 'Honey Oak', psf: 2.79, qty: 0 },
      { color: 'Driftwood Grey', psf: 2.79, qty: 52 },
    ],
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Embossed-in-register matte',
    ...LAM_STD,
    pcs: 7,
    water: '24-hour surface spill protection',
    warranty: '30-year residential, 10-year light commercial',
    summary: `Our best-selling 12.3 mm laminate with a textured oak grain that lines up with the printed knots. Offered in four tones from warm honey to cool driftwood grey.`,
    intro: `Kitsilano Oak brings the look of a wide-cut oak floor to busy homes at a fraction of the cost of hardwood. The embossed-in-register surface follows every knot and cathedral, so it looks and feels like real timber underfoot.`,
    points: [
      '<strong>AC4 rated</strong> for heavy residential traffic, pets and rolling chairs',
      'Thick 12.3 mm HDF core feels solid and quiet when paired with our acoustic underlay',
      'Painted micro-bevel on all four sides for a defined plank look',
      'Choose from Natural Oak, Smoked Grey, Honey Oak and Driftwood Grey',
    ],
    outro: `Matching T-mouldings, reducers and stair noses are available in the Accessories section.`,
    featured: true,
    days: 210,
    sold: 640,
  }),
  laminate('123-mm', {
    name: 'Kerrisdale Hickory 12.3 mm Hand-Scraped Laminate',
    slug: 'kerrisdale-hickory-123-mm-hand-scraped-laminate',
    sku: 'LAM-123-002',
    brand: 'Golden Ears Flooring',
    color: 'Rustic Brown',
    psf: 3.19,
    qty: 64,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Hand-scraped, low sheen',
    plank: [9, 60],
    pcs: 5,
    edge: 'Pillowed hand-scraped edge',
    water: '24-hour surface spill protection',
    warranty: '30-year residential',
    summary: `A wide 9-inch hickory-look plank with a hand-scraped texture and strong colour variation for rustic and farmhouse interiors.`,
    intro: `Kerrisdale Hickory recreates the bold contrast of hickory with tones that range from honey to deep brown within a single box. The hand-scraped surface hides everyday scuffs and dog nails.`,
    points: [
      'Extra-wide 9" x 60" planks mean fewer seams and a roomier look',
      'Hand-scraped texture with pillowed edges for an authentic reclaimed feel',
      '<strong>AC4</strong> wear rating for living rooms, hallways and kitchens',
    ],
    outro: `Mix planks from three or four boxes at once during installation for the best colour spread.`,
    days: 95,
    sold: 210,
  }),
  laminate('123-mm', {
    name: 'Shaughnessy Chestnut 12.3 mm Laminate',
    slug: 'shaughnessy-chestnut-123-mm-laminate',
    sku: 'LAM-123-003',
    brand: 'Fraser Valley Floors',
    color: 'Warm Chestnut',
    psf: 2.99,
    qty: -1,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Satin, light wire-brush',
    ...LAM_STD,
    pcs: 7,
    water: '24-hour surface spill protection',
    warranty: '30-year residential, 10-year light commercial',
    summary: `A rich chestnut-brown oak look with a soft satin sheen that suits traditional and transitional homes.`,
    intro: `Shaughnessy Chestnut pairs warm reddish-brown tones with a lightly wire-brushed surface, giving classic heritage rooms a polished yet durable floor.`,
    points: [
      'Always in stock at our Surrey warehouse, ready for pickup or delivery',
      'Satin finish with a gentle wire-brush texture',
      'Thick 12.3 mm board with a pre-waxed click joint',
    ],
    days: 320,
    sold: 455,
  }),
  laminate('123-mm', {
    name: 'Point Grey Ash Long Plank 12.3 mm Laminate',
    slug: 'point-grey-ash-long-plank-123-mm-laminate',
    sku: 'LAM-123-004',
    brand: 'Golden Ears Flooring',
    color: 'Ash Blonde',
    psf: 3.29,
    qty: 0,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Ultra-matte, natural grain',
    plank: [8.03, 72.83],
    pcs: 5,
    edge: '4-sided painted micro-bevel',
    water: '24-hour surface spill protection',
    warranty: '30-year residential',
    summary: `A pale Scandinavian ash look in extra-long 6-foot planks for bright, open-plan spaces.`,
    intro: `Point Grey Ash keeps things light and calm: soft blonde tones, a nearly invisible grain and an ultra-matte surface that reads like oiled timber.`,
    points: [
      'Long 8" x 72.8" planks make rooms look larger',
      'Ultra-matte finish hides footprints and dust',
      '<strong>AC4</strong> rating for busy family homes',
    ],
    outro: `Currently sold out; a new container is expected soon. Contact the store to reserve boxes from the next shipment.`,
    days: 150,
    sold: 380,
  }),

  /* ---- 12.3 mm (72 hours water proof) ---- */
  laminate('123-mm-72-hours-water-proof', {
    name: 'Crescent Beach HydroGuard 12.3 mm Waterproof Laminate',
    slug: 'crescent-beach-hydroguard-123-mm-waterproof-laminate',
    sku: 'LAM-WP-001',
    brand: 'Fraser Valley Floors',
    variants: [
      { color: 'Coastal Blonde', psf: 3.29, qty: 0 },
      { color: 'Driftwood Grey', psf: 3.29, qty: 0 },
      { color: 'Natural Oak', psf: 3.29, qty: 0 },
    ],
    thickness: '12.3 mm',
    ac: 'AC5',
    finish: 'Embossed, low sheen',
    ...LAM_STD,
    pcs: 7,
    water: '72-hour topical water resistance',
    warranty: 'Lifetime residential, 15-year commercial',
    summary: `Waterproof-rated laminate that resists standing water for 72 hours, in three beachy oak tones. The whole collection is currently sold out.`,
    intro: `Crescent Beach HydroGuard combines a water-repellent HDF core with sealed, wax-coated joints, so spills and wet boots in the entry are no longer a worry.`,
    points: [
      '<strong>72-hour</strong> protection against standing surface water',
      '<strong>AC5</strong> commercial-grade wear rating',
      'Available in Coastal Blonde, Driftwood Grey and Natural Oak',
    ],
    outro: `All colours are sold out. Ask in store about the Steveston Harbour Oak as a similar in-stock alternative.`,
    days: 260,
    sold: 720,
  }),
  laminate('123-mm-72-hours-water-proof', {
    name: 'Steveston Harbour Oak 12.3 mm 72-Hour Waterproof Laminate',
    slug: 'steveston-harbour-oak-123-mm-72-hour-waterproof-laminate',
    sku: 'LAM-WP-002',
    brand: 'Golden Ears Flooring',
    color: 'Smoked Grey',
    psf: 3.19,
    sale: 20,
    qty: 120,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Wire-brushed matte',
    ...LAM_STD,
    pcs: 7,
    water: '72-hour topical water resistance',
    warranty: 'Lifetime residential',
    summary: `A smoky grey oak laminate with 72-hour water resistance, ideal for kitchens, mudrooms and basements.`,
    intro: `Steveston Harbour Oak has the weathered grey character of old dock timbers with modern protection: a hydrophobic core and sealed joints keep water on the surface for up to 72 hours.`,
    points: [
      'Great for kitchens, laundry rooms and front entries',
      'Wire-brushed matte texture with subtle grey and taupe streaks',
      '<strong>Launch sale</strong> on the full stock while it lasts',
    ],
    featured: true,
    days: 18,
    sold: 35,
  }),
  laminate('123-mm-72-hours-water-proof', {
    name: 'Fort Langley Heritage Oak 12.3 mm 72-Hour Waterproof Laminate',
    slug: 'fort-langley-heritage-oak-123-mm-72-hour-waterproof-laminate',
    sku: 'LAM-WP-003',
    brand: 'Fraser Valley Floors',
    color: 'Honey Oak',
    psf: 3.39,
    qty: 75,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Distressed, satin',
    plank: [7.68, 54.33],
    pcs: 6,
    edge: '4-sided painted bevel',
    water: '72-hour topical water resistance',
    warranty: 'Lifetime residential',
    summary: `A warm honey oak with saw marks and gentle distressing, protected against spills for up to 72 hours.`,
    intro: `Fort Langley Heritage Oak is inspired by the old-growth boards of historic village homes: golden honey tones, visible saw marks and the occasional filled knot.`,
    points: [
      'Longer 54" planks for a traditional plank layout',
      '72-hour water resistance with sealed click joints',
      'Distressed satin finish that ages gracefully',
    ],
    days: 140,
    sold: 290,
  }),
  laminate('123-mm-72-hours-water-proof', {
    name: 'Deep Cove Walnut 12.3 mm 72-Hour Waterproof Laminate',
    slug: 'deep-cove-walnut-123-mm-72-hour-waterproof-laminate',
    sku: 'LAM-WP-004',
    brand: 'Golden Ears Flooring',
    color: 'Walnut Brown',
    psf: 3.49,
    qty: -1,
    thickness: '12.3 mm',
    ac: 'AC5',
    finish: 'Embossed-in-register matte',
    ...LAM_STD,
    pcs: 7,
    water: '72-hour topical water resistance',
    warranty: 'Lifetime residential, 15-year commercial',
    summary: `A deep walnut laminate with commercial AC5 durability and 72-hour water resistance.`,
    intro: `Deep Cove Walnut delivers dark chocolate tones and a fine straight grain for modern interiors, backed by the toughest wear rating in our laminate range.`,
    points: [
      '<strong>AC5</strong> rated, suitable for offices and retail spaces',
      'Embossed-in-register texture that follows the walnut grain',
      'Stocked continuously, no waiting on large orders',
    ],
    days: 45,
    sold: 150,
  }),

  /* ---- 8.3 mm ---- */
  laminate('83-mm', {
    name: 'Cloverdale Classic Oak 8.3 mm Laminate',
    slug: 'cloverdale-classic-oak-83-mm-laminate',
    sku: 'LAM-83-001',
    brand: 'Fraser Valley Floors',
    variants: [
      { color: 'Natural Oak', psf: 1.99, qty: -1 },
      { color: 'Coastal Blonde', psf: 1.99, qty: 230 },
      { color: 'Taupe', psf: 1.99, qty: 0 },
      { color: 'Warm Chestnut', psf: 1.99, sale: 10, qty: 145 },
    ],
    thickness: '8.3 mm',
    ac: 'AC3',
    finish: 'Light embossed matte',
    ...LAM_STD,
    edge: 'Square edge',
    pcs: 9,
    water: 'Spill resistant (wipe up promptly)',
    warranty: '20-year residential',
    summary: `An affordable 8.3 mm laminate for bedrooms, rentals and renovations on a budget, in four everyday oak shades.`,
    intro: `Cloverdale Classic Oak is the value workhorse of our range: easy to click together, light to carry and available in large quantities for whole-house projects.`,
    points: [
      '<strong>AC3</strong> rating for bedrooms, living rooms and home offices',
      'Square-edge planks create a smooth, seamless surface',
      'Nine planks per box, 23 sq ft coverage',
    ],
    days: 300,
    sold: 880,
  }),
  laminate('83-mm', {
    name: 'Fleetwood Grey Oak 8.3 mm Laminate',
    slug: 'fleetwood-grey-oak-83-mm-laminate',
    sku: 'LAM-83-002',
    brand: 'Golden Ears Flooring',
    color: 'Smoked Grey',
    psf: 2.19,
    sale: 15,
    qty: 310,
    thickness: '8.3 mm',
    ac: 'AC3',
    finish: 'Matte wood-grain emboss',
    ...LAM_STD,
    pcs: 9,
    water: 'Spill resistant (wipe up promptly)',
    warranty: '20-year residential',
    summary: `A modern mid-grey oak in a budget-friendly 8.3 mm board with a micro-bevelled edge.`,
    intro: `Fleetwood Grey Oak is a popular choice for condos and rental suites: a neutral grey that works with white kitchens and black fixtures alike.`,
    points: [
      'Micro-bevelled edges add plank definition',
      'Lightweight boxes, easy for DIY installation',
      'Pairs well with our 3 mm foam underlay with vapour barrier',
    ],
    days: 60,
    sold: 410,
  }),
  laminate('83-mm', {
    name: 'Newton Maple 8.3 mm Laminate',
    slug: 'newton-maple-83-mm-laminate',
    sku: 'LAM-83-003',
    brand: 'Fraser Valley Floors',
    color: 'Sandstone Beige',
    psf: 2.09,
    qty: 0,
    thickness: '8.3 mm',
    ac: 'AC3',
    finish: 'Smooth satin',
    ...LAM_STD,
    edge: 'Square edge',
    pcs: 9,
    water: 'Spill resistant (wipe up promptly)',
    warranty: '20-year residential',
    summary: `A clean, light maple look with a smooth satin surface and square edges.`,
    intro: `Newton Maple offers the tight, even grain of hard maple in a soft sandy beige that brightens bedrooms and basements.`,
    points: ['Subtle grain for a calm, uniform floor', 'Smooth satin finish, easy to sweep and mop', 'AC3 residential rating'],
    days: 380,
    sold: 520,
  }),
  laminate('83-mm', {
    name: 'Guildford Espresso Oak 8.3 mm Laminate',
    slug: 'guildford-espresso-oak-83-mm-laminate',
    sku: 'LAM-83-004',
    brand: 'Golden Ears Flooring',
    color: 'Espresso',
    psf: 2.29,
    qty: 48,
    thickness: '8.3 mm',
    ac: 'AC4',
    finish: 'Matte with wire-brush texture',
    ...LAM_STD,
    pcs: 9,
    water: 'Spill resistant (wipe up promptly)',
    warranty: '25-year residential',
    summary: `A near-black espresso oak, new this season, with an AC4 rating in a slim 8.3 mm board.`,
    intro: `Guildford Espresso Oak gives a dramatic, contemporary base for light walls and furniture. Unusually for an 8.3 mm board it carries an AC4 wear rating.`,
    points: ['Deep espresso tone with faint oak grain', '<strong>AC4</strong> wear layer for high-traffic areas', 'Micro-bevelled on all four sides'],
    days: 7,
    sold: 12,
  }),

  /* ---- Matt tiles (tile-look laminate) ---- */
  laminate('matt-tiles', {
    name: 'Panorama Slate 8.3 mm Tile-Look Laminate',
    slug: 'panorama-slate-83-mm-tile-look-laminate',
    sku: 'LAM-MT-001',
    brand: 'Fraser Valley Floors',
    color: 'Charcoal',
    psf: 2.69,
    qty: 90,
    thickness: '8.3 mm',
    ac: 'AC4',
    finish: 'Matt cleft-stone texture',
    plank: [15.55, 47.8],
    pcs: 4,
    edge: 'Painted grout-line bevel',
    water: 'Spill resistant (wipe up promptly)',
    warranty: '25-year residential',
    summary: `A dark slate tile look in a warm, quiet laminate that clicks together without grout.`,
    intro: `Panorama Slate gives you the bold look of natural slate tile with none of the cold, hard feel. Painted bevels mimic grout lines, and the matt cleft texture adds realistic depth.`,
    points: ['Large 15.5" x 47.8" tile-format boards', 'No grout, no mortar, no curing time', 'Warmer and quieter underfoot than ceramic'],
    days: 170,
    sold: 120,
  }),
  laminate('matt-tiles', {
    name: 'Hazelmere Travertine 12.3 mm Tile-Look Laminate',
    slug: 'hazelmere-travertine-123-mm-tile-look-laminate',
    sku: 'LAM-MT-002',
    brand: 'Golden Ears Flooring',
    color: 'Sandstone Beige',
    psf: 2.99,
    sale: 18,
    qty: 35,
    thickness: '12.3 mm',
    ac: 'AC4',
    finish: 'Matt honed-stone texture',
    plank: [15.55, 47.8],
    pcs: 3,
    edge: 'Painted grout-line bevel',
    water: '24-hour surface spill protection',
    warranty: '30-year residential',
    summary: `Soft beige travertine-look laminate tiles with a honed matt texture and painted grout joints.`,
    intro: `Hazelmere Travertine captures the pitted, layered character of Italian travertine in a thick 12.3 mm laminate that installs in a weekend.`,
    points: [
      'Realistic honed surface with travertine pores',
      'Painted grout-line bevel on all four sides',
      '<strong>Introductory price</strong> for a limited time',
    ],
    featured: true,
    days: 25,
    sold: 40,
  }),
  laminate('matt-tiles', {
    name: 'Morgan Creek Concrete 8.3 mm Tile-Look Laminate',
    slug: 'morgan-creek-concrete-83-mm-tile-look-laminate',
    sku: 'LAM-MT-003',
    brand: 'Fraser Valley Floors',
    color: 'Concrete Grey',
    psf: 2.49,
    qty: -1,
    thickness: '8.3 mm',
    ac: 'AC4',
    finish: 'Matt polished-concrete print',
    plank: [15.55, 47.8],
    pcs: 4,
    edge: 'Micro-bevel',
    water: 'Spill resistant (wipe up promptly)',
    warranty: '25-year residential',
    summary: `An industrial polished-concrete look in large-format laminate tiles, always in stock.`,
    intro: `Morgan Creek Concrete suits lofts, basements and modern living spaces that want the look of a poured concrete floor without the chill.`,
    points: ['Soft cloudy grey pattern with no obvious repeat', 'Tight micro-bevel for a near-seamless finish', 'AC4 durability for busy homes'],
    days: 230,
    sold: 260,
  }),
];

/* -------------------------------------------------------------------------- */
/*  Accessories                                                               */
/* -------------------------------------------------------------------------- */

const accessoryProducts: SeedProduct[] = [
  /* ---- Base shoe ---- */
  accessory('base-shoe', {
    name: 'Primed MDF Base Shoe 1/2" x 3/4" x 8 ft',
    slug: 'primed-mdf-base-shoe-8-ft',
    sku: 'ACC-BS-001',
    brand: 'Cedar Ridge Mouldings',
    color: 'Bright White',
    price: 4.49,
    qty: -1,
    unit: 'ft',
    unitValue: 8,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Primed MDF'],
      ['Profile', 'Base shoe (quarter-oval)'],
      ['Dimensions', '1/2" x 3/4"'],
      ['Length', '8 ft'],
      ['Finish', 'White primer, ready to paint'],
      ['Installation', 'Brad-nail to baseboard, not to the floor'],
    ],
    summary: `A paint-ready base shoe that covers the expansion gap between your new floor and the baseboard.`,
    intro: `Floating floors need a gap at the walls. This primed MDF base shoe hides it neatly and gives the baseboard a finished, traditional profile.`,
    points: ['Smooth primed surface, one coat of paint is usually enough', 'Cuts cleanly with a mitre saw', 'Sold per 8 ft piece'],
    days: 380,
    sold: 860,
  }),
  accessory('base-shoe', {
    name: 'Colour-Matched Wrapped Base Shoe',
    slug: 'colour-matched-wrapped-base-shoe',
    sku: 'ACC-BS-002',
    brand: 'Cedar Ridge Mouldings',
    attribute: 'Length',
    variants: [
      { color: 'Natural Oak', attribute: '8 ft', price: 8.99, qty: 120 },
      { color: 'Natural Oak', attribute: '12 ft', price: 12.99, qty: 40 },
      { color: 'Smoked Grey', attribute: '8 ft', price: 8.99, qty: 0 },
      { color: 'Smoked Grey', attribute: '12 ft', price: 12.99, qty: -1 },
      { color: 'Walnut Brown', attribute: '8 ft', price: 8.99, sale: 20, qty: 22 },
      { color: 'Coastal Blonde', attribute: '8 ft', price: 8.99, qty: 65 },
    ],
    unit: 'piece',
    unitValue: 1,
    sellUnit: 'piece',
    specs: [
      ['Material', 'MDF core with printed wood-grain wrap'],
      ['Profile', 'Base shoe (quarter-oval)'],
      ['Dimensions', '1/2" x 3/4"'],
      ['Length', '8 ft or 12 ft'],
      ['Finish', 'Pre-finished, no painting needed'],
      ['Installation', 'Brad nail or construction adhesive'],
    ],
    summary: `Pre-finished base shoe wrapped in wood-grain film to match our most popular laminate and vinyl colours.`,
    intro: `Skip the painting: this wrapped base shoe is colour-matched to the Kitsilano, Tynehead and Ambleside collections, so the trim blends straight into the floor.`,
    points: [
      'Available in 8 ft and 12 ft lengths',
      'Scuff-resistant printed wrap in four wood tones',
      'Use the <strong>12 ft</strong> length on long walls to avoid joints',
    ],
    days: 190,
    sold: 430,
  }),
  accessory('base-shoe', {
    name: 'Solid White Oak Base Shoe 1/2" x 3/4" x 8 ft',
    slug: 'solid-white-oak-base-shoe-8-ft',
    sku: 'ACC-BS-003',
    brand: 'Cedar Ridge Mouldings',
    color: 'Natural Oak',
    price: 12.99,
    qty: 44,
    unit: 'ft',
    unitValue: 8,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Solid white oak'],
      ['Profile', 'Base shoe (quarter-oval)'],
      ['Dimensions', '1/2" x 3/4"'],
      ['Length', '8 ft'],
      ['Finish', 'Unfinished, sanded smooth'],
      ['Installation', 'Brad-nail to baseboard'],
    ],
    summary: `Unfinished solid white oak base shoe to stain or oil alongside a hardwood floor.`,
    intro: `For engineered oak floors, a real oak base shoe is the finishing touch. Stain or oil it to match the floor finish for a seamless transition at the walls.`,
    points: ['Clear, straight-grain white oak', 'Takes stain and hardwax oil evenly', 'Sold per 8 ft piece'],
    days: 22,
    sold: 30,
  }),
  accessory('base-shoe', {
    name: 'Waterproof PVC Base Shoe 8 ft',
    slug: 'waterproof-pvc-base-shoe-8-ft',
    sku: 'ACC-BS-004',
    brand: 'Cedar Ridge Mouldings',
    color: 'Bright White',
    price: 5.99,
    qty: 0,
    unit: 'ft',
    unitValue: 8,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Cellular PVC'],
      ['Profile', 'Base shoe (quarter-oval)'],
      ['Dimensions', '1/2" x 3/4"'],
      ['Length', '8 ft'],
      ['Finish', 'Smooth white, paintable'],
      ['Water Resistance', 'Waterproof, will not swell or rot'],
    ],
    summary: `A 100% waterproof PVC base shoe for bathrooms, laundry rooms and basements.`,
    intro: `Where mops and spills are routine, MDF trim can swell. This cellular PVC base shoe shrugs off water and still cuts and nails like wood.`,
    points: ['Ideal with vinyl plank in wet areas', 'Will not swell, rot or mould', 'Paint with any latex paint if desired'],
    days: 120,
    sold: 600,
  }),

  /* ---- Molding, trims & base board ---- */
  accessory('molding-trims-base-board', {
    name: 'Colour-Matched Transition Moulding 94 in',
    slug: 'colour-matched-transition-moulding-94-in',
    sku: 'ACC-TR-001',
    brand: 'Cedar Ridge Mouldings',
    attribute: 'Profile',
    variants: [
      { color: 'Natural Oak', attribute: 'T-Molding', price: 24.99, qty: 75 },
      { color: 'Natural Oak', attribute: 'Reducer', price: 24.99, qty: 60 },
      { color: 'Natural Oak', attribute: 'Stair Nose', price: 39.99, qty: 34 },
      { color: 'Smoked Grey', attribute: 'T-Molding', price: 24.99, sale: 15, qty: 48 },
      { color: 'Smoked Grey', attribute: 'Stair Nose', price: 39.99, qty: 0 },
      { color: 'Walnut Brown', attribute: 'End Cap', price: 24.99, qty: -1 },
      { color: 'Walnut Brown', attribute: 'Reducer', price: 24.99, qty: 16 },
      { color: 'Driftwood Grey', attribute: 'T-Molding', price: 24.99, qty: 29 },
    ],
    unit: 'ft',
    unitValue: 7.83,
    sellUnit: 'piece',
    specs: [
      ['Material', 'HDF core with laminate wear layer'],
      ['Length', '94 in (7.83 ft)'],
      ['Profiles', 'T-molding, reducer, stair nose, end cap'],
      ['Compatible With', '8 mm to 12.3 mm laminate and 5.5 mm to 7 mm vinyl'],
      ['Installation', 'Snaps into aluminium track (included)'],
      ['Finish', 'Matched to floor colour and texture'],
    ],
    summary: `Colour-matched T-mouldings, reducers, end caps and stair noses that finish doorways, stairs and floor transitions.`,
    intro: `Every floating floor needs a few transitions: between rooms, to tile, at sliding doors and on stair edges. These 94-inch mouldings are colour-matched to our best-selling laminate and vinyl collections.`,
    points: [
      '<strong>T-Molding</strong> joins two floors of the same height',
      '<strong>Reducer</strong> steps down to a lower floor such as vinyl or concrete',
      '<strong>End Cap</strong> finishes against sliding doors, fireplaces and carpet',
      '<strong>Stair Nose</strong> gives a safe, finished edge on steps and landings',
    ],
    outro: `Each piece includes a snap-in aluminium track and screws.`,
    featured: true,
    days: 160,
    sold: 540,
  }),
  accessory('molding-trims-base-board', {
    name: 'Primed MDF Colonial Baseboard 5/8" x 3-1/2" x 12 ft',
    slug: 'primed-mdf-colonial-baseboard-12-ft',
    sku: 'ACC-TR-002',
    brand: 'Cedar Ridge Mouldings',
    color: 'Bright White',
    price: 14.99,
    qty: 260,
    unit: 'ft',
    unitValue: 12,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Primed MDF'],
      ['Profile', 'Colonial'],
      ['Dimensions', '5/8" x 3-1/2"'],
      ['Length', '12 ft'],
      ['Finish', 'White primer, ready to paint'],
    ],
    summary: `A classic colonial baseboard in primed MDF, sold in long 12 ft lengths.`,
    intro: `This 3-1/2" colonial baseboard is a builder favourite for bedrooms and hallways, with a gentle ogee top that suits most door casings.`,
    points: ['12 ft lengths minimise joints on long walls', 'Pre-primed, ready for finish paint', 'Pairs with our primed MDF base shoe'],
    days: 300,
    sold: 780,
  }),
  accessory('molding-trims-base-board', {
    name: 'Modern Square Baseboard 9/16" x 5-1/4" x 16 ft',
    slug: 'modern-square-baseboard-16-ft',
    sku: 'ACC-TR-003',
    brand: 'Cedar Ridge Mouldings',
    color: 'Bright White',
    price: 24.99,
    sale: 15,
    qty: 140,
    unit: 'ft',
    unitValue: 16,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Primed MDF'],
      ['Profile', 'Square edge with eased top'],
      ['Dimensions', '9/16" x 5-1/4"'],
      ['Length', '16 ft'],
      ['Finish', 'White primer, ready to paint'],
      ['Moisture Rating', 'Standard interior'],
    ],
    summary: `A tall, flat-profile baseboard for modern homes, in extra-long 16 ft lengths.`,
    intro: `The clean square profile of this 5-1/4" baseboard suits contemporary and Scandinavian interiors, and its height helps cover uneven drywall at the floor line.`,
    points: ['Taller profile hides old paint lines after flooring replacement', '16 ft lengths for open-plan rooms', 'Easy to cope and mitre'],
    days: 28,
    sold: 95,
  }),
  accessory('molding-trims-base-board', {
    name: 'Solid White Oak Flush Stair Nose 78 in',
    slug: 'solid-white-oak-flush-stair-nose-78-in',
    sku: 'ACC-TR-004',
    brand: 'Cedar Ridge Mouldings',
    color: 'Natural Oak',
    price: 79.99,
    qty: 18,
    unit: 'ft',
    unitValue: 6.5,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Solid white oak'],
      ['Profile', 'Flush stair nose'],
      ['Dimensions', '3/4" x 3-1/8"'],
      ['Length', '78 in (6.5 ft)'],
      ['Finish', 'Unfinished'],
      ['Compatible With', '3/4" (19 mm) engineered hardwood'],
    ],
    summary: `A solid white oak flush stair nose for a seamless edge on stairs finished with 3/4" engineered oak.`,
    intro: `The flush stair nose sits level with the flooring, so the step reads as one continuous surface. Stain or finish it together with the tread for a perfect match.`,
    points: ['Grooved to accept tongue-and-groove engineered planks', 'Clear, select-grade white oak', 'Sold per 78" piece'],
    days: 75,
    sold: 64,
  }),

  /* ---- Tile accessories ---- */
  accessory('tile-accessories', {
    name: 'Premium Sanded Grout 25 lb',
    slug: 'premium-sanded-grout-25-lb',
    sku: 'ACC-TA-001',
    brand: 'Harbourline Tile Supply',
    variants: [
      { color: 'Bright White', price: 24.99, qty: -1 },
      { color: 'Light Greige', price: 24.99, qty: 85 },
      { color: 'Concrete Grey', price: 24.99, sale: 20, qty: 120 },
      { color: 'Charcoal', price: 24.99, qty: 0 },
      { color: 'Almond', price: 24.99, qty: 32 },
    ],
    unit: 'lb',
    unitValue: 25,
    sellUnit: 'bag',
    specs: [
      ['Type', 'Polymer-modified sanded grout'],
      ['Joint Width', '1/8" to 1/2"'],
      ['Bag Weight', '25 lb'],
      ['Approximate Coverage', '75 to 120 sq ft for 12x24 tile with 1/8" joints'],
      ['Cure Time', 'Light foot traffic after 24 hours'],
      ['Application', 'Interior and exterior floors and walls'],
    ],
    summary: `A polymer-modified sanded grout in five colours chosen to complement our porcelain tiles.`,
    intro: `Our sanded grout is fortified with polymer for strong, crack-resistant joints and consistent colour, with no latex additive required.`,
    points: [
      'For joints from 1/8" to 1/2" wide',
      'Colours chosen to match our Carrara, Cemento and Limestone tiles',
      'Seal after 72 hours for best stain resistance',
    ],
    days: 280,
    sold: 690,
  }),
  accessory('tile-accessories', {
    name: 'Cross Tile Spacers (Bag of 500)',
    slug: 'cross-tile-spacers-bag-of-500',
    sku: 'ACC-TA-002',
    brand: 'Harbourline Tile Supply',
    attribute: 'Spacer Size',
    variants: [
      { color: 'Bright White', attribute: '1/16"', price: 6.99, qty: 140 },
      { color: 'Bright White', attribute: '1/8"', price: 6.99, qty: -1 },
      { color: 'Bright White', attribute: '3/16"', price: 7.99, qty: 60 },
      { color: 'Bright White', attribute: '1/4"', price: 8.99, sale: 25, qty: 25 },
    ],
    unit: 'piece',
    unitValue: 500,
    sellUnit: 'bag',
    specs: [
      ['Material', 'Flexible polypropylene'],
      ['Shape', 'Cross (+)'],
      ['Sizes', '1/16", 1/8", 3/16", 1/4"'],
      ['Pieces per Bag', '500'],
      ['Reusable', 'Yes'],
    ],
    summary: `Reusable cross spacers for perfectly even grout joints, 500 per bag.`,
    intro: `Consistent joints are the key to a professional tile job. These flexible cross spacers hold tiles square while the mortar sets and pull out easily before grouting.`,
    points: [
      'Use <strong>1/16"</strong> for rectified wall tile, <strong>1/8"</strong> for most floor tile',
      'Flexible plastic will not snap in the mortar',
      'Stand them upright for T-joints and edges',
    ],
    days: 240,
    sold: 510,
  }),
  accessory('tile-accessories', {
    name: 'Large Format Tile Mortar 50 lb',
    slug: 'large-format-tile-mortar-50-lb',
    sku: 'ACC-TA-003',
    brand: 'Harbourline Tile Supply',
    color: 'Concrete Grey',
    price: 32.99,
    qty: -1,
    unit: 'lb',
    unitValue: 50,
    sellUnit: 'bag',
    specs: [
      ['Type', 'Polymer-modified thin-set, non-sag'],
      ['Bag Weight', '50 lb'],
      ['Colour', 'Grey'],
      ['Approximate Coverage', '40 to 50 sq ft with 1/2" square notch trowel'],
      ['Suitable For', 'Porcelain tiles up to 32" x 64"'],
      ['Open Time', 'Up to 30 minutes'],
      ['Application', 'Interior and exterior floors and walls'],
    ],
    summary: `A non-sag, polymer-modified mortar designed for heavy 24x48 and larger porcelain tiles.`,
    intro: `Large-format porcelain needs full mortar coverage and a mix that will not slump. This medium-bed mortar supports heavy tiles on floors and walls without lippage.`,
    points: ['Non-sag formula for wall tiles up to 24x48', 'Medium-bed capable up to 3/4" thick', 'Long open time for back-buttering large tiles'],
    days: 200,
    sold: 540,
  }),
  accessory('tile-accessories', {
    name: 'Aluminium L-Angle Tile Edge Trim 10 mm x 8 ft',
    slug: 'aluminium-l-angle-tile-edge-trim-10-mm-8-ft',
    sku: 'ACC-TA-004',
    brand: 'Harbourline Tile Supply',
    color: 'Silver',
    price: 11.99,
    sale: 20,
    qty: 85,
    unit: 'ft',
    unitValue: 8,
    sellUnit: 'piece',
    specs: [
      ['Material', 'Anodized aluminium'],
      ['Profile', 'L-angle'],
      ['Height', '10 mm (for 9 to 10 mm tile)'],
      ['Length', '8 ft'],
      ['Finish', 'Satin silver'],
    ],
    summary: `An anodized aluminium L-angle that protects and finishes exposed tile edges.`,
    intro: `Set this trim into the mortar bed to give exposed tile edges a clean, protected line on floors, countertops and shower niches.`,
    points: ['Sized for 9 mm to 10 mm porcelain tiles', 'Satin silver finish suits chrome and nickel fixtures', 'Cut with a fine-tooth hacksaw or mitre saw'],
    days: 110,
    sold: 260,
  }),
  accessory('tile-accessories', {
    name: '100% Silicone Kitchen and Bath Sealant 10.1 oz',
    slug: 'silicone-kitchen-and-bath-sealant-10-oz',
    sku: 'ACC-TA-005',
    brand: 'Harbourline Tile Supply',
    color: 'Bright White',
    price: 9.49,
    qty: 150,
    unit: 'oz',
    unitValue: 10.1,
    sellUnit: 'tube',
    specs: [
      ['Type', '100% silicone, mould resistant'],
      ['Size', '10.1 oz cartridge'],
      ['Colour', 'White'],
      ['Cure Time', 'Water ready in 30 minutes, full cure 24 hours'],
      ['Application', 'Tub, shower, sink and tile-to-fixture joints'],
    ],
    summary: `A flexible, mould-resistant silicone for change-of-plane joints where grout would crack.`,
    intro: `Corners, tub edges and joints between tile and countertops move with the seasons. Seal them with flexible silicone instead of grout to prevent cracking.`,
    points: ['Permanently flexible and waterproof', 'Mould and mildew resistant', 'Fits any standard caulking gun'],
    days: 65,
    sold: 330,
  }),

  /* ---- Underlay ---- */
  accessory('underlay', {
    name: '3 mm Foam Underlay with Vapour Barrier 100 sq ft',
    slug: '3-mm-foam-underlay-with-vapour-barrier-100-sq-ft',
    sku: 'ACC-UL-001',
    brand: 'Fraser Valley Floors',
    color: 'Silver',
    price: 29.99,
    qty: -1,
    unit: 'sq ft',
    unitValue: 100,
    sellUnit: 'roll',
    specs: [
      ['Material', 'Polyethylene foam with film vapour barrier'],
      ['Thickness', '3 mm'],
      ['Roll Coverage', '100 sq ft'],
      ['Roll Size', '3.3 ft x 30.3 ft'],
      ['Vapour Barrier', 'Yes, with overlap and adhesive strip'],
      ['Compatible With', 'Laminate and engineered wood (floating)'],
    ],
    summary: `An all-purpose 3 mm foam underlay with a built-in vapour barrier for laminate over concrete or wood subfloors.`,
    intro: `This is the underlay we recommend for most laminate jobs: it smooths minor subfloor imperfections, softens footfall and keeps slab moisture away from the boards.`,
    points: [
      'Built-in vapour barrier, no separate poly sheet needed',
      'Overlap flap with adhesive strip for sealed seams',
      'One roll covers about <strong>100 sq ft</strong>',
    ],
    days: 390,
    sold: 890,
  }),
  accessory('underlay', {
    name: 'Premium 2 mm Acoustic Rubber Underlay 100 sq ft',
    slug: 'premium-2-mm-acoustic-rubber-underlay-100-sq-ft',
    sku: 'ACC-UL-002',
    brand: 'Golden Ears Flooring',
    color: 'Charcoal',
    price: 54.99,
    sale: 15,
    qty: 60,
    unit: 'sq ft',
    unitValue: 100,
    sellUnit: 'roll',
    specs: [
      ['Material', 'Recycled rubber with film vapour barrier'],
      ['Thickness', '2 mm'],
      ['Roll Coverage', '100 sq ft'],
      ['Sound Rating', 'IIC 72 / STC 71 (tested assembly)'],
      ['Vapour Barrier', 'Yes'],
      ['Compatible With', 'Laminate, engineered wood and SPC vinyl without attached pad'],
    ],
    summary: `A dense rubber underlay that cuts impact noise, ideal for condos and upper floors.`,
    intro: `Most strata buildings require an acoustic underlay under hard floors. This dense 2 mm rubber underlay meets typical bylaws and makes footsteps noticeably quieter in the suite below.`,
    points: [
      '<strong>IIC 72</strong> impact sound rating in tested assemblies',
      'Thin enough for SPC vinyl without attached pad',
      'Heavy rubber lies flat and does not creep during installation',
    ],
    outro: `Check your strata bylaws for the minimum rating; we can provide the test report on request.`,
    featured: true,
    days: 40,
    sold: 210,
  }),
  accessory('underlay', {
    name: '1 mm IXPE Underlay for Vinyl Plank 200 sq ft',
    slug: '1-mm-ixpe-underlay-for-vinyl-plank-200-sq-ft',
    sku: 'ACC-UL-003',
    brand: 'Fraser Valley Floors',
    color: 'Bright White',
    price: 69.99,
    qty: 0,
    unit: 'sq ft',
    unitValue: 200,
    sellUnit: 'roll',
    specs: [
      ['Material', 'Cross-linked polyethylene (IXPE)'],
      ['Thickness', '1 mm'],
      ['Roll Coverage', '200 sq ft'],
      ['Compression Strength', 'High density, protects click joints'],
      ['Compatible With', 'SPC and rigid-core vinyl plank'],
    ],
    summary: `A thin, high-density IXPE underlay for rigid-core vinyl floors without an attached pad.`,
    intro: `Rigid vinyl needs a firm underlay: soft foam lets the click joints flex and break. This 1 mm IXPE pad adds comfort and sound reduction without compromising the locks.`,
    points: ['High-density closed-cell foam', 'Moisture resistant', 'Large 200 sq ft roll'],
    days: 150,
    sold: 330,
  }),
  accessory('underlay', {
    name: 'Natural Cork Underlay 6 mm 200 sq ft',
    slug: 'natural-cork-underlay-6-mm-200-sq-ft',
    sku: 'ACC-UL-004',
    brand: 'Golden Ears Flooring',
    color: 'Cognac',
    price: 149.99,
    qty: 24,
    unit: 'sq ft',
    unitValue: 200,
    sellUnit: 'roll',
    specs: [
      ['Material', 'Agglomerated natural cork'],
      ['Thickness', '6 mm'],
      ['Roll Coverage', '200 sq ft'],
      ['Sound Rating', 'IIC 66 (tested assembly)'],
      ['Thermal Insulation', 'Excellent, warmer floors over concrete'],
      ['Compatible With', 'Laminate and engineered wood; also under tile'],
    ],
    summary: `A natural cork underlay that adds warmth and sound control, suitable even under tile.`,
    intro: `Cork is naturally resilient, insulating and resistant to mould. This 6 mm roll is a great choice for basements and over radiant-heated slabs with engineered wood.`,
    points: ['Renewable, harvested from cork oak bark', 'Adds warmth over cold concrete', 'Can be glued under ceramic and porcelain tile for crack isolation'],
    days: 8,
    sold: 6,
  }),
];

/* -------------------------------------------------------------------------- */
/*  Porcelain tiles                                                           */
/* -------------------------------------------------------------------------- */

const FLOOR_WALL = 'Floors and walls, interior';

const tileProducts: SeedProduct[] = [
  /* ---- Gloss ---- */
  tile('gloss-tiles', {
    name: 'Serpentine Marble-Look Gloss Porcelain',
    slug: 'serpentine-marble-look-gloss-porcelain',
    sku: 'TIL-GL-001',
    brand: 'Cascadia Stone',
    variants: [
      { color: 'Carrara White', attribute: '12x24', psf: 2.99, qty: 160 },
      { color: 'Carrara White', attribute: '24x24', psf: 3.29, sale: 12, qty: 95 },
      { color: 'Light Greige', attribute: '12x24', psf: 2.99, qty: -1 },
      { color: 'Light Greige', attribute: '24x24', psf: 3.29, qty: 0 },
    ],
    finish: 'Gloss glaze',
    look: 'Soft-veined marble',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A soft marble-look gloss porcelain in Carrara White or Light Greige, sized 12x24 or 24x24.`,
    intro: `Serpentine offers the brightness of polished marble at an everyday price. The glossy glaze reflects light and makes small bathrooms and kitchens feel larger.`,
    points: [
      'Two colours and two sizes for floors, walls and backsplashes',
      'Rectified edges allow tight 1/16" grout joints',
      'Porcelain body absorbs less than 0.5% water',
    ],
    days: 185,
    sold: 470,
  }),
  tile('gloss-tiles', {
    name: 'Ivory Crema 24x24 Gloss Porcelain',
    slug: 'ivory-crema-24x24-gloss-porcelain',
    sku: 'TIL-GL-002',
    brand: 'Harbourline Tile Supply',
    color: 'Ivory',
    size: '24x24',
    psf: 2.79,
    sale: 15,
    qty: 180,
    finish: 'Gloss glaze',
    look: 'Crema marfil marble',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A warm ivory marble look with creamy veining and a bright gloss finish.`,
    intro: `Ivory Crema brings a classic Mediterranean warmth to entries, bathrooms and open kitchens, with soft beige veining across a creamy ground.`,
    points: ['Square 24x24 format suits traditional layouts', 'Works with Almond or Light Greige grout', 'Gloss glaze is easy to wipe clean'],
    days: 220,
    sold: 350,
  }),
  tile('gloss-tiles', {
    name: 'Pearl White 12x24 Gloss Porcelain',
    slug: 'pearl-white-12x24-gloss-porcelain',
    sku: 'TIL-GL-003',
    brand: 'Harbourline Tile Supply',
    color: 'Bright White',
    size: '12x24',
    psf: 2.59,
    qty: -1,
    finish: 'Gloss glaze, solid colour',
    look: 'Solid white',
    application: 'Walls, backsplashes and light-traffic floors',
    pei: 'PEI 2',
    summary: `A crisp solid white gloss tile for showers, feature walls and backsplashes.`,
    intro: `Pearl White is the clean, reflective background every bathroom needs. Stack it vertically for a modern look or lay it in a third offset on the wall.`,
    points: ['Pure, consistent white with no veining', 'Always in stock for large projects', 'Ideal for shower surrounds and backsplashes'],
    days: 330,
    sold: 610,
  }),
  tile('gloss-tiles', {
    name: 'Grigio Onyx 24x48 Gloss Porcelain',
    slug: 'grigio-onyx-24x48-gloss-porcelain',
    sku: 'TIL-GL-004',
    brand: 'Cascadia Stone',
    color: 'Concrete Grey',
    size: '24x48',
    psf: 3.99,
    qty: 40,
    finish: 'Gloss glaze',
    look: 'Grey onyx',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A large-format grey onyx look with translucent banding and a glossy finish, new this month.`,
    intro: `Grigio Onyx mimics the layered bands of natural onyx in soft greys, bringing a boutique-hotel feel to living rooms and ensuite bathrooms.`,
    points: ['Large 24x48 format, fewer grout lines', 'Digitally printed with dozens of unique faces', 'Use large-format mortar and a levelling system'],
    featured: true,
    days: 5,
    sold: 9,
  }),

  /* ---- Matt ---- */
  tile('matt-tiles', {
    name: 'Cemento Matt Porcelain',
    slug: 'cemento-matt-porcelain',
    sku: 'TIL-MT-001',
    brand: 'Cascadia Stone',
    variants: [
      { color: 'Concrete Grey', attribute: '12x24', psf: 2.79, qty: 210 },
      { color: 'Concrete Grey', attribute: '24x24', psf: 2.99, qty: 140 },
      { color: 'Concrete Grey', attribute: '24x48', psf: 3.49, sale: 15, qty: 64 },
      { color: 'Charcoal', attribute: '24x24', psf: 2.99, qty: 0 },
      { color: 'Charcoal', attribute: '24x48', psf: 3.49, qty: 22 },
      { color: 'Sandstone Beige', attribute: '24x24', psf: 2.99, qty: -1 },
    ],
    finish: 'Matt',
    look: 'Polished concrete',
    application: 'Floors and walls, interior and covered exterior',
    pei: 'PEI 4',
    summary: `A concrete-look matt porcelain in three colours and three sizes for modern homes and commercial spaces.`,
    intro: `Cemento has the soft, cloudy texture of troweled concrete in a tough PEI 4 porcelain. It is our most versatile matt tile, used from mudrooms to whole main floors.`,
    points: [
      'Three sizes with the same coverage per box, easy to mix in patterns',
      '<strong>PEI 4</strong> for heavy residential and light commercial traffic',
      'Matt surface hides water spots and footprints',
    ],
    days: 270,
    sold: 820,
  }),
  tile('matt-tiles', {
    name: 'Pietra Grey 24x48 Matt Porcelain',
    slug: 'pietra-grey-24x48-matt-porcelain',
    sku: 'TIL-MT-002',
    brand: 'Cascadia Stone',
    color: 'Smoked Grey',
    size: '24x48',
    psf: 3.69,
    qty: 70,
    finish: 'Matt, natural stone texture',
    look: 'Pietra grey limestone',
    application: FLOOR_WALL,
    pei: 'PEI 4',
    summary: `A deep grey limestone look with fine white veins in a large 24x48 matt format.`,
    intro: `Pietra Grey reproduces the dark Italian limestone prized for its fine white veining. The natural matt texture feels like honed stone underfoot.`,
    points: ['Striking with white cabinetry and brass fixtures', 'Large format for open-concept floors', 'Rectified edges for minimal grout lines'],
    days: 125,
    sold: 190,
  }),
  tile('matt-tiles', {
    name: 'Limestone Beige 24x24 Matt Porcelain',
    slug: 'limestone-beige-24x24-matt-porcelain',
    sku: 'TIL-MT-003',
    brand: 'Harbourline Tile Supply',
    color: 'Sandstone Beige',
    size: '24x24',
    psf: 2.89,
    qty: 0,
    finish: 'Matt',
    look: 'French limestone',
    application: 'Floors and walls, interior and covered exterior',
    pei: 'PEI 4',
    summary: `A warm beige limestone look with fossil details in a versatile 24x24 matt tile.`,
    intro: `Limestone Beige recreates the gentle, sandy tones of French limestone, including tiny fossil and shell details that reward a closer look.`,
    points: ['Warm neutral that pairs with oak cabinetry', 'Suitable for covered patios', 'Low-maintenance matt surface'],
    days: 360,
    sold: 540,
  }),
  tile('matt-tiles', {
    name: 'Basalt Black 12x24 Matt Porcelain',
    slug: 'basalt-black-12x24-matt-porcelain',
    sku: 'TIL-MT-004',
    brand: 'Cascadia Stone',
    color: 'Black',
    size: '12x24',
    psf: 3.19,
    sale: 20,
    qty: 95,
    finish: 'Matt, fine grain',
    look: 'Volcanic basalt',
    application: FLOOR_WALL,
    pei: 'PEI 4',
    summary: `A near-black basalt-look matt tile with a fine stone grain, great for dramatic bathrooms.`,
    intro: `Basalt Black gives powder rooms, showers and fireplace surrounds a bold, grounded look. The fine grain keeps the solid colour from feeling flat.`,
    points: ['12x24 format for herringbone or stacked layouts', 'Pair with Charcoal grout for a monolithic look', 'Matt finish with good grip'],
    days: 80,
    sold: 145,
  }),

  /* ---- High gloss ---- */
  tile('highgloss-tiles', {
    name: 'Calacatta Gold 24x48 High Gloss Porcelain',
    slug: 'calacatta-gold-24x48-high-gloss-porcelain',
    sku: 'TIL-HG-001',
    brand: 'Cascadia Stone',
    color: 'Calacatta Gold',
    size: '24x48',
    psf: 4.49,
    qty: 60,
    finish: 'High gloss, full polish',
    look: 'Calacatta marble with gold veining',
    application: 'Floors and walls, interior',
    pei: 'PEI 3',
    summary: `A mirror-polished Calacatta marble look with bold grey and gold veins in a large 24x48 format.`,
    intro: `Calacatta Gold is our signature statement tile: a bright white ground, dramatic veining and a full-polish surface that reflects light like real marble.`,
    points: [
      'Full-polish <strong>high gloss</strong> finish',
      'Bookmatch-style vein flow across tiles',
      'Stunning on feature walls, ensuites and entry halls',
    ],
    featured: true,
    days: 14,
    sold: 48,
  }),
  tile('highgloss-tiles', {
    name: 'Serra Polished Marble-Look High Gloss Porcelain',
    slug: 'serra-polished-marble-look-high-gloss-porcelain',
    sku: 'TIL-HG-002',
    brand: 'Cascadia Stone',
    variants: [
      { color: 'Carrara White', attribute: '24x24', psf: 3.99, qty: 110 },
      { color: 'Carrara White', attribute: '24x48', psf: 4.79, qty: 45 },
      { color: 'Calacatta Gold', attribute: '24x24', psf: 4.19, sale: 15, qty: 38 },
      { color: 'Calacatta Gold', attribute: '24x48', psf: 4.99, qty: -1 },
    ],
    finish: 'High gloss, full polish',
    look: 'Polished Italian marble',
    application: 'Floors and walls, interior',
    pei: 'PEI 3',
    summary: `A polished marble-look porcelain in Carrara White or Calacatta Gold, available in 24x24 and 24x48.`,
    intro: `The Serra collection gives you the classic marble pair, soft grey Carrara and bold Calacatta, with a mirror polish and the durability of porcelain.`,
    points: ['Choose colour and size to suit the room', 'Full-polish surface, seal grout joints only', 'Coordinated colours for floor and wall combinations'],
    days: 245,
    sold: 390,
  }),
  tile('highgloss-tiles', {
    name: 'Nero Marquina 24x24 High Gloss Porcelain',
    slug: 'nero-marquina-24x24-high-gloss-porcelain',
    sku: 'TIL-HG-003',
    brand: 'Cascadia Stone',
    color: 'Black',
    tone: ['#1f1f21', '#d9d6d0'],
    size: '24x24',
    psf: 4.29,
    sale: 15,
    qty: 28,
    finish: 'High gloss, full polish',
    look: 'Nero Marquina marble',
    application: 'Floors and walls, interior',
    pei: 'PEI 3',
    summary: `Deep black polished marble look with crisp white veins, for dramatic floors and feature walls.`,
    intro: `Nero Marquina is a timeless black marble with sharp white veining. In high-gloss porcelain it brings that drama to bathrooms, bars and fireplace walls.`,
    points: ['Striking contrast with white or gold fixtures', 'Checkerboard with Carrara White for a classic look', 'Full-polish surface'],
    days: 175,
    sold: 120,
  }),
  tile('highgloss-tiles', {
    name: 'Onyx Ivory 32x64 High Gloss Porcelain Slab Tile',
    slug: 'onyx-ivory-32x64-high-gloss-porcelain-slab-tile',
    sku: 'TIL-HG-004',
    brand: 'Cascadia Stone',
    color: 'Ivory',
    size: '32x64',
    psf: 5.49,
    qty: 0,
    finish: 'High gloss, full polish',
    look: 'Ivory onyx',
    application: 'Floors and walls, interior',
    pei: 'PEI 3',
    summary: `An oversized 32x64 ivory onyx slab tile with a mirror polish and warm, glowing veins.`,
    intro: `Onyx Ivory is made for luxury spaces: huge 32x64 slabs with soft honey veining and almost no grout lines, perfect for living rooms and master ensuites.`,
    points: ['Oversized slab format, two tiles per crate box', 'Requires large-format mortar and a two-person lift', 'Full-polish surface with deep reflections'],
    days: 290,
    sold: 75,
  }),

  /* ---- Carving ---- */
  tile('carvings-tiles', {
    name: 'Arabescato Carving 24x48 Porcelain',
    slug: 'arabescato-carving-24x48-porcelain',
    sku: 'TIL-CV-001',
    brand: 'Cascadia Stone',
    color: 'Carrara White',
    size: '24x48',
    psf: 3.89,
    qty: 55,
    finish: 'Carving (sculpted relief glaze)',
    look: 'Arabescato marble',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A white marble look with a sculpted carving finish that follows the veins for depth and grip.`,
    intro: `Carving tiles have a subtle relief pressed into the glaze that follows the printed design. On Arabescato the grey veins sit slightly recessed, so the stone looks natural from every angle.`,
    points: ['Satin sheen with sculpted texture', 'Better slip resistance than polished marble looks', 'Large 24x48 format for walls and floors'],
    days: 135,
    sold: 160,
  }),
  tile('carvings-tiles', {
    name: 'Travertino Carving 24x24 Porcelain',
    slug: 'travertino-carving-24x24-porcelain',
    sku: 'TIL-CV-002',
    brand: 'Harbourline Tile Supply',
    color: 'Sandstone Beige',
    size: '24x24',
    psf: 3.29,
    sale: 20,
    qty: 120,
    finish: 'Carving (sculpted relief glaze)',
    look: 'Travertine',
    application: 'Floors and walls, interior and covered exterior',
    pei: 'PEI 4',
    summary: `A travertine look with carved pores and layered relief, warm beige in a 24x24 format.`,
    intro: `Travertino Carving captures the layered bands and open pores of travertine with a sculpted glaze that you can feel underfoot, without any of the filling and sealing natural travertine needs.`,
    points: ['Sculpted travertine texture', 'PEI 4, suitable for covered patios', 'No sealing of the tile surface required'],
    days: 205,
    sold: 230,
  }),
  tile('carvings-tiles', {
    name: 'Armani Grey Carving 24x48 Porcelain',
    slug: 'armani-grey-carving-24x48-porcelain',
    sku: 'TIL-CV-003',
    brand: 'Cascadia Stone',
    color: 'Smoked Grey',
    size: '24x48',
    psf: 3.99,
    qty: -1,
    finish: 'Carving (sculpted relief glaze)',
    look: 'Grey marble with fine white veins',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A mid-grey marble look with fine white veins and a carved, tactile surface in 24x48.`,
    intro: `Armani Grey Carving is a sophisticated grey marble look. The carved texture picks up the fine white veins and gives the surface a soft, natural glow rather than a mirror shine.`,
    points: ['Stocked continuously for large projects', 'Tactile carved finish', 'Pairs beautifully with walnut and black fixtures'],
    featured: true,
    days: 100,
    sold: 280,
  }),

  /* ---- Punch ---- */
  tile('punch-tiles', {
    name: 'Rustic Slate Punch 24x24 Porcelain',
    slug: 'rustic-slate-punch-24x24-porcelain',
    sku: 'TIL-PN-001',
    brand: 'Harbourline Tile Supply',
    color: 'Charcoal',
    size: '24x24',
    psf: 2.69,
    qty: 140,
    finish: 'Punch (structured anti-slip)',
    look: 'Cleft slate',
    application: 'Floors, interior and exterior',
    pei: 'PEI 5',
    slip: 'R11 anti-slip',
    summary: `A charcoal slate look with a deep punched texture and R11 slip resistance for patios, entries and garages.`,
    intro: `Punch tiles are pressed with a structured, uneven surface for extra grip. Rustic Slate looks like split natural slate and is frost resistant for outdoor use.`,
    points: ['<strong>R11</strong> anti-slip, great for wet entries and patios', 'Frost resistant porcelain body', 'PEI 5 for the heaviest foot traffic'],
    days: 255,
    sold: 300,
  }),
  tile('punch-tiles', {
    name: 'Quartzite Punch 12x24 Porcelain',
    slug: 'quartzite-punch-12x24-porcelain',
    sku: 'TIL-PN-002',
    brand: 'Cascadia Stone',
    color: 'Light Greige',
    size: '12x24',
    psf: 2.59,
    qty: 0,
    finish: 'Punch (structured anti-slip)',
    look: 'Natural quartzite',
    application: 'Floors, interior and exterior; shower floors',
    pei: 'PEI 4',
    slip: 'R11 anti-slip',
    summary: `A light greige quartzite look with a punched, grippy surface that suits shower floors and outdoor steps.`,
    intro: `Quartzite Punch combines a soft greige quartzite pattern with a textured surface, giving sure footing in showers, pool surrounds and covered porches.`,
    points: ['R11 slip resistance', '12x24 format for sloped shower floors and steps', 'Frost resistant'],
    days: 310,
    sold: 410,
  }),
  tile('punch-tiles', {
    name: 'Sahara Punch 24x24 Porcelain',
    slug: 'sahara-punch-24x24-porcelain',
    sku: 'TIL-PN-003',
    brand: 'Harbourline Tile Supply',
    color: 'Almond',
    size: '24x24',
    psf: 2.79,
    qty: 64,
    finish: 'Punch (structured anti-slip)',
    look: 'Sandstone',
    application: 'Floors, interior and exterior',
    pei: 'PEI 4',
    slip: 'R10 anti-slip',
    summary: `A warm almond sandstone look with a gently punched texture for kitchens and patios.`,
    intro: `Sahara Punch brings a sunny sandstone palette and a softer structured surface that is comfortable barefoot yet safe when wet.`,
    points: ['Warm almond tones with subtle sandy flecks', 'R10 slip resistance', 'Use indoors and out for a seamless patio transition'],
    days: 90,
    sold: 115,
  }),

  /* ---- Sugar carving ---- */
  tile('sugar-carving-tiles', {
    name: 'Statuario Sugar 24x48 Porcelain',
    slug: 'statuario-sugar-24x48-porcelain',
    sku: 'TIL-SC-001',
    brand: 'Cascadia Stone',
    color: 'Carrara White',
    size: '24x48',
    psf: 4.19,
    qty: 38,
    finish: 'Sugar carving (crystalline textured glaze)',
    look: 'Statuario marble',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A Statuario marble look finished with a sugar-effect glaze that sparkles softly in the light.`,
    intro: `Sugar carving tiles are finished with a fine, crystalline glaze that feels like sugar to the touch and catches the light with a gentle shimmer. On Statuario it adds depth to the bold grey veins.`,
    points: ['Soft sparkle without a slippery polish', 'Fine sugar texture adds grip', 'Large 24x48 format'],
    days: 60,
    sold: 85,
  }),
  tile('sugar-carving-tiles', {
    name: 'Crema Marfil Sugar 24x24 Porcelain',
    slug: 'crema-marfil-sugar-24x24-porcelain',
    sku: 'TIL-SC-002',
    brand: 'Harbourline Tile Supply',
    color: 'Ivory',
    size: '24x24',
    psf: 3.49,
    sale: 15,
    qty: 90,
    finish: 'Sugar carving (crystalline textured glaze)',
    look: 'Crema marfil marble',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A creamy marfil marble look with a shimmering sugar-textured surface in 24x24.`,
    intro: `Crema Marfil Sugar pairs the warmth of Spanish marfil marble with a sugar-glaze finish that glows under pot lights without glare.`,
    points: ['Warm ivory ground with light beige veins', 'Textured sugar glaze for a refined sheen', 'Suited to bathrooms and living areas'],
    days: 230,
    sold: 180,
  }),
  tile('sugar-carving-tiles', {
    name: 'Silver Sand Sugar 24x48 Porcelain',
    slug: 'silver-sand-sugar-24x48-porcelain',
    sku: 'TIL-SC-003',
    brand: 'Cascadia Stone',
    color: 'Silver',
    size: '24x48',
    psf: 4.29,
    qty: -1,
    finish: 'Sugar carving (crystalline textured glaze)',
    look: 'Silver travertine',
    application: FLOOR_WALL,
    pei: 'PEI 3',
    summary: `A cool silver-grey stone look with a glittering sugar finish, always in stock.`,
    intro: `Silver Sand Sugar is a modern, cool-toned stone pattern with a crystalline glaze that brings a subtle metallic shimmer to feature walls and floors.`,
    points: ['Cool silver tones suit chrome and matte black fixtures', 'Sugar-texture glaze with soft sparkle', 'Stocked continuously'],
    days: 165,
    sold: 205,
  }),
];

/* -------------------------------------------------------------------------- */
/*  Vinyl plank                                                               */
/* -------------------------------------------------------------------------- */

const V4 = { thickness: '4 mm', wear: '12 mil (0.3 mm)', pad: 'None (use 1 mm IXPE underlay)', plank: [7.2, 48] as [number, number], pcs: 10, warranty: '25-year residential' };
const V42 = { thickness: '4.2 mm', wear: '12 mil (0.3 mm)', pad: 'None (use 1 mm IXPE underlay)', plank: [7.2, 48] as [number, number], pcs: 9, warranty: '30-year residential' };
const V55 = { thickness: '5.5 mm (4.5 mm + 1 mm pad)', wear: '20 mil (0.5 mm)', pad: '1 mm IXPE', plank: [7.2, 60] as [number, number], pcs: 7, warranty: 'Lifetime residential, 10-year commercial' };
const V7 = { thickness: '7 mm (5.5 mm + 1.5 mm pad)', wear: '22 mil (0.55 mm)', pad: '1.5 mm IXPE acoustic', plank: [9, 60] as [number, number], pcs: 6, warranty: 'Lifetime residential, 15-year commercial' };

const vinylProducts: SeedProduct[] = [
  /* ---- 4 mm ---- */
  vinyl('4-mm', {
    name: 'Fleetwood Essentials 4 mm SPC Vinyl Plank',
    slug: 'fleetwood-essentials-4-mm-spc-vinyl-plank',
    sku: 'VIN-40-001',
    brand: 'Tidewater Vinyl',
    variants: [
      { color: 'Natural Oak', psf: 1.99, qty: 0 },
      { color: 'Smoked Grey', psf: 1.99, qty: 0 },
      { color: 'Sandstone Beige', psf: 1.99, qty: 0 },
    ],
    ...V4,
    summary: `Our entry-level waterproof SPC plank in three neutral tones. The whole collection is sold out until the next shipment.`,
    intro: `Fleetwood Essentials is a rigid, 100% waterproof vinyl at a laminate price, popular with landlords and for basement suites.`,
    points: ['Waterproof SPC core, safe for basements and bathrooms', 'Three neutral colours', 'Click together over most existing hard floors'],
    outro: `All colours are sold out. The Ladner Grey 4 mm is a close in-stock alternative.`,
    days: 350,
    sold: 870,
  }),
  vinyl('4-mm', {
    name: 'Whalley Honey Oak 4 mm SPC Vinyl',
    slug: 'whalley-honey-oak-4-mm-spc-vinyl',
    sku: 'VIN-40-002',
    brand: 'Golden Ears Flooring',
    color: 'Honey Oak',
    psf: 2.09,
    qty: 210,
    ...V4,
    summary: `A golden honey oak vinyl plank with a waterproof SPC core at an entry-level price.`,
    intro: `Whalley Honey Oak warms up rental suites and family rooms with a traditional golden oak tone, while the rigid core stands up to spills and pets.`,
    points: ['100% waterproof', 'Light embossed wood texture', 'Ten planks per box, 24 sq ft'],
    days: 200,
    sold: 340,
  }),
  vinyl('4-mm', {
    name: 'Ladner Grey 4 mm SPC Vinyl',
    slug: 'ladner-grey-4-mm-spc-vinyl',
    sku: 'VIN-40-003',
    brand: 'Tidewater Vinyl',
    color: 'Driftwood Grey',
    psf: 2.19,
    sale: 10,
    qty: -1,
    ...V4,
    summary: `A soft driftwood grey plank with a waterproof core, always in stock.`,
    intro: `Ladner Grey has the washed, weathered grey of coastal driftwood, a versatile neutral for modern farmhouses and condos.`,
    points: ['Unlimited stock, ideal for multi-unit projects', 'Waterproof and pet friendly', 'Easy DIY click installation'],
    days: 130,
    sold: 560,
  }),
  vinyl('4-mm', {
    name: 'Boundary Bay Pine 4 mm SPC Vinyl',
    slug: 'boundary-bay-pine-4-mm-spc-vinyl',
    sku: 'VIN-40-004',
    brand: 'Tidewater Vinyl',
    color: 'Coastal Blonde',
    psf: 2.29,
    qty: 38,
    ...V4,
    summary: `A light knotty-pine look for cottages and cabins, new to the 4 mm range.`,
    intro: `Boundary Bay Pine brings the relaxed feel of a beach cabin, with pale blonde boards and small dark knots, in a floor that is fully waterproof.`,
    points: ['Knotty pine character', 'Waterproof SPC core', 'Great for cabins, sunrooms and suites'],
    days: 3,
    sold: 4,
  }),

  /* ---- 4.2 mm ---- */
  vinyl('42-mm', {
    name: 'Cultus Lake Oak 4.2 mm SPC Vinyl',
    slug: 'cultus-lake-oak-42-mm-spc-vinyl',
    sku: 'VIN-42-001',
    brand: 'Tidewater Vinyl',
    color: 'Natural Oak',
    psf: 2.29,
    qty: 150,
    ...V42,
    summary: `A true natural oak look in a slightly thicker 4.2 mm SPC board with a micro-bevel.`,
    intro: `Cultus Lake Oak is a clean, natural oak with light cathedral grain. The 4.2 mm core adds rigidity for bridging minor subfloor imperfections.`,
    points: ['Micro-bevelled edges', '100% waterproof', 'Stable in sunrooms and over radiant heat'],
    days: 180,
    sold: 290,
  }),
  vinyl('42-mm', {
    name: 'Harrison Driftwood 4.2 mm SPC Vinyl',
    slug: 'harrison-driftwood-42-mm-spc-vinyl',
    sku: 'VIN-42-002',
    brand: 'Golden Ears Flooring',
    color: 'Driftwood Grey',
    psf: 2.39,
    sale: 15,
    qty: 95,
    ...V42,
    summary: `A weathered grey driftwood plank with a textured surface and waterproof core.`,
    intro: `Harrison Driftwood mixes soft grey and beige tones with a weathered texture for a relaxed, lived-in look.`,
    points: ['Textured weathered-wood surface', 'Waterproof, pet friendly', 'Pairs with grey or white trims'],
    days: 115,
    sold: 175,
  }),
  vinyl('42-mm', {
    name: 'Alouette Hickory 4.2 mm SPC Vinyl',
    slug: 'alouette-hickory-42-mm-spc-vinyl',
    sku: 'VIN-42-003',
    brand: 'Tidewater Vinyl',
    color: 'Rustic Brown',
    psf: 2.49,
    qty: 0,
    ...V42,
    summary: `A bold, high-variation hickory look in a waterproof 4.2 mm SPC plank.`,
    intro: `Alouette Hickory has the dramatic light-and-dark contrast of rustic hickory, a favourite for farmhouse kitchens and basement rec rooms.`,
    points: ['High colour variation', 'Hand-scraped texture', 'Waterproof SPC core'],
    days: 270,
    sold: 330,
  }),
  vinyl('42-mm', {
    name: 'Sunnyside Ash 4.2 mm SPC Vinyl',
    slug: 'sunnyside-ash-42-mm-spc-vinyl',
    sku: 'VIN-42-004',
    brand: 'Golden Ears Flooring',
    color: 'Ash Blonde',
    psf: 2.39,
    qty: 77,
    ...V42,
    summary: `A pale, Scandinavian-style ash plank that brightens basements and small rooms.`,
    intro: `Sunnyside Ash keeps spaces light and airy with pale blonde tones and a quiet straight grain, now in a waterproof rigid core.`,
    points: ['Light colour reflects natural light', 'Matte finish', 'Waterproof for basements'],
    days: 26,
    sold: 18,
  }),

  /* ---- 5.5 mm ---- */
  vinyl('55-mm', {
    name: 'Tynehead 5.5 mm SPC Vinyl Plank',
    slug: 'tynehead-55-mm-spc-vinyl-plank',
    sku: 'VIN-55-001',
    brand: 'Tidewater Vinyl',
    variants: [
      { color: 'Natural Oak', psf: 2.79, qty: 180 },
      { color: 'Light Greige', psf: 2.79, sale: 15, qty: 95 },
      { color: 'Warm Chestnut', psf: 2.79, qty: -1 },
      { color: 'Taupe', psf: 2.79, qty: 12 },
    ],
    ...V55,
    summary: `Our most popular waterproof vinyl: 5.5 mm with an attached IXPE pad, in four versatile colours.`,
    intro: `Tynehead combines a stiff SPC core, a 20 mil wear layer and a pre-attached 1 mm pad, so it installs fast and feels comfortable and quiet.`,
    points: [
      '<strong>Attached 1 mm IXPE pad</strong>, no separate underlay needed',
      '20 mil wear layer for busy family homes',
      'Natural Oak, Light Greige, Warm Chestnut and Taupe',
    ],
    outro: `Matching colour wrapped base shoe is available in Accessories.`,
    featured: true,
    days: 230,
    sold: 760,
  }),
  vinyl('55-mm', {
    name: 'Serpentine River Oak 5.5 mm SPC Vinyl',
    slug: 'serpentine-river-oak-55-mm-spc-vinyl',
    sku: 'VIN-55-002',
    brand: 'Golden Ears Flooring',
    color: 'Coastal Blonde',
    psf: 2.69,
    qty: 130,
    ...V55,
    summary: `A light coastal oak with an attached pad and a 20 mil wear layer.`,
    intro: `Serpentine River Oak has a sun-bleached blonde tone with gentle grain, ideal for open-plan main floors that need waterproof protection.`,
    points: ['Attached IXPE pad', 'Waterproof and scratch resistant', '60" long planks'],
    days: 155,
    sold: 240,
  }),
  vinyl('55-mm', {
    name: 'Semiahmoo Walnut 5.5 mm SPC Vinyl',
    slug: 'semiahmoo-walnut-55-mm-spc-vinyl',
    sku: 'VIN-55-003',
    brand: 'Tidewater Vinyl',
    color: 'Walnut Brown',
    psf: 2.89,
    qty: 44,
    ...V55,
    summary: `A rich walnut vinyl plank with an attached pad for warm, elegant spaces.`,
    intro: `Semiahmoo Walnut has deep brown tones and a fine walnut figure, giving dining and living rooms a refined look that can handle a spilled glass of wine.`,
    points: ['Attached 1 mm pad', 'Fine walnut grain', '20 mil wear layer'],
    days: 70,
    sold: 130,
  }),
  vinyl('55-mm', {
    name: 'Bear Creek Hickory 5.5 mm SPC Vinyl',
    slug: 'bear-creek-hickory-55-mm-spc-vinyl',
    sku: 'VIN-55-004',
    brand: 'Golden Ears Flooring',
    color: 'Cognac',
    psf: 2.79,
    qty: 200,
    ...V55,
    summary: `A warm cognac hickory plank with lively colour variation and an attached pad.`,
    intro: `Bear Creek Hickory pairs warm cognac and caramel tones with the strong grain of hickory for a cosy, lodge-style floor.`,
    points: ['Lively colour variation', 'Attached IXPE pad', 'Waterproof for kitchens and basements'],
    days: 240,
    sold: 265,
  }),

  /* ---- 7 mm ---- */
  vinyl('7-mm', {
    name: 'Granville Walnut 7 mm SPC Vinyl',
    slug: 'granville-walnut-7-mm-spc-vinyl',
    sku: 'VIN-70-001',
    brand: 'Tidewater Vinyl',
    color: 'Walnut Brown',
    psf: 3.29,
    qty: 66,
    ...V7,
    summary: `A premium 7 mm walnut vinyl plank in wide 9" boards with an acoustic pad.`,
    intro: `Granville Walnut is our thickest, quietest vinyl: a 5.5 mm SPC core plus a 1.5 mm acoustic pad, with wide 9" planks that show off the walnut figure.`,
    points: [
      'Wide <strong>9" x 60"</strong> planks',
      '22 mil wear layer, rated for light commercial use',
      'Acoustic pad suitable for many condo installations',
    ],
    featured: true,
    days: 110,
    sold: 310,
  }),
  vinyl('7-mm', {
    name: 'Ambleside Grand 7 mm SPC Vinyl Plank',
    slug: 'ambleside-grand-7-mm-spc-vinyl-plank',
    sku: 'VIN-70-002',
    brand: 'Tidewater Vinyl',
    variants: [
      { color: 'Natural Oak', psf: 3.19, qty: -1 },
      { color: 'Smoked Grey', psf: 3.19, qty: 88 },
      { color: 'Ash Blonde', psf: 3.19, qty: 0 },
      { color: 'Honey Oak', psf: 3.19, sale: 15, qty: 45 },
    ],
    ...V7,
    summary: `A wide-plank 7 mm vinyl with an acoustic pad, offered in four oak tones.`,
    intro: `Ambleside Grand brings the look of wide-plank European oak to kitchens, basements and condos, with a thick rigid core that hides subfloor imperfections.`,
    points: ['9" wide, 60" long planks', 'Attached 1.5 mm acoustic IXPE pad', 'Four colours from pale Ash Blonde to warm Honey Oak'],
    days: 190,
    sold: 450,
  }),
  vinyl('7-mm', {
    name: 'Yaletown Charcoal Oak 7 mm SPC Vinyl',
    slug: 'yaletown-charcoal-oak-7-mm-spc-vinyl',
    sku: 'VIN-70-003',
    brand: 'Golden Ears Flooring',
    color: 'Charcoal',
    psf: 3.39,
    sale: 20,
    qty: 30,
    ...V7,
    summary: `A dramatic charcoal-stained oak look in a thick, quiet 7 mm plank.`,
    intro: `Yaletown Charcoal Oak is a moody, urban floor: deep charcoal with visible oak grain, perfect against white walls and warm lighting.`,
    points: ['Charcoal stain with visible grain texture', 'Acoustic pad attached', 'Waterproof and scratch resistant'],
    days: 85,
    sold: 95,
  }),
  vinyl('7-mm', {
    name: 'Dundarave Blonde 7 mm SPC Vinyl',
    slug: 'dundarave-blonde-7-mm-spc-vinyl',
    sku: 'VIN-70-004',
    brand: 'Tidewater Vinyl',
    color: 'Coastal Blonde',
    psf: 3.49,
    qty: 105,
    ...V7,
    summary: `Our newest wide-plank vinyl: a bright blonde oak in a premium 7 mm board.`,
    intro: `Dundarave Blonde is a light, natural-looking oak with a matte finish that reads like oiled hardwood, in our thickest vinyl construction.`,
    points: ['Ultra-matte surface', '9" wide planks', 'Lifetime residential warranty'],
    days: 2,
    sold: 3,
  }),
];

/* -------------------------------------------------------------------------- */
/*  Engineered wood                                                           */
/* -------------------------------------------------------------------------- */

const W7 = { species: 'White oak', thickness: '9/16" (14 mm)', wear: '2 mm', size: '7" x 15"-74" random length', coverage: 23.31, warranty: '25-year residential finish' };
const W75 = { species: 'White oak', thickness: '5/8" (15 mm)', wear: '3 mm', size: '7 1/2" x 24"-74" random length', coverage: 31.09, warranty: '30-year residential finish' };
const W835 = { species: 'White oak', thickness: '3/4" (19 mm)', wear: '4 mm', size: '8.35" x 24"-86" random length', coverage: 28.97, warranty: '35-year residential finish' };
const WASH = { species: 'White ash', thickness: '9/16" (14 mm)', wear: '2 mm', size: '6 1/2" x 16"-72" random length', coverage: 25.6, warranty: '25-year residential finish' };
const WEU = { species: 'European oak', thickness: '5/8" (15 mm)', wear: '3 mm', size: '7 1/2" x 74.8" (190 x 1900 mm)', coverage: 31.08, warranty: '30-year residential finish' };
const WHB = {
  species: 'American white oak',
  thickness: '9/16" (14 mm)',
  wear: '3 mm',
  size: '5" x 24" (127 x 610 mm), A and B slats',
  coverage: 20,
  install: 'Glue-down or nail-down (not floating)',
  warranty: '30-year residential finish',
};
const WWAL = { species: 'American black walnut', thickness: '5/8" (15 mm)', wear: '3 mm', size: '7 1/2" x 16"-74" random length', coverage: 23.31, warranty: '30-year residential finish' };
const W9 = { species: 'American white oak', thickness: '3/4" (19 mm)', wear: '4 mm', size: '9" x 24"-86" random length', coverage: 30.37, warranty: '35-year residential finish' };
const W75A = { species: 'American white oak', thickness: '5/8" (15 mm)', wear: '3 mm', size: '7 1/2" x 16"-74" random length', coverage: 23.31, warranty: '30-year residential finish' };

const woodProducts: SeedProduct[] = [
  /* ---- White Oak 7" ---- */
  wood('white-oak-7', {
    name: 'Capilano White Oak 7" Engineered Hardwood',
    slug: 'capilano-white-oak-7-engineered-hardwood',
    sku: 'ENG-WO7-001',
    brand: 'Northshore Timber',
    color: 'Natural Oak',
    psf: 5.49,
    qty: 90,
    ...W7,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, matte UV-cured lacquer',
    summary: `A natural white oak plank with character knots and a light wire-brush, at an approachable price.`,
    intro: `Capilano brings real white oak to everyday rooms. The character grade shows knots and mineral streaks, and the matte lacquer keeps the natural colour of the wood.`,
    points: ['Real 2 mm white oak wear layer, can be lightly re-coated', 'Seven coats of UV-cured matte lacquer', 'Suitable for floating over our acoustic underlay'],
    days: 260,
    sold: 320,
  }),
  wood('white-oak-7', {
    name: 'Seymour Smoked White Oak 7" Engineered Hardwood',
    slug: 'seymour-smoked-white-oak-7-engineered-hardwood',
    sku: 'ENG-WO7-002',
    brand: 'Northshore Timber',
    color: 'Smoked Grey',
    psf: 5.99,
    sale: 15,
    qty: 45,
    ...W7,
    grade: 'Select and Better (AB)',
    finish: 'Fumed, brushed, natural oil',
    summary: `A fumed white oak with smoky grey-brown tones and a hand-applied natural oil finish.`,
    intro: `Seymour is fumed to draw out the tannins in the oak, creating smoky tones that go right through the wear layer. A natural oil finish keeps the surface soft and tactile.`,
    points: ['Fumed colour, not a surface stain', 'Natural oil finish, spot-repairable', 'Select grade with few knots'],
    days: 145,
    sold: 160,
  }),
  wood('white-oak-7', {
    name: 'Cypress Blonde White Oak 7" Engineered Hardwood',
    slug: 'cypress-blonde-white-oak-7-engineered-hardwood',
    sku: 'ENG-WO7-003',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Coastal Blonde',
    psf: 5.79,
    qty: -1,
    ...W7,
    grade: 'Character (ABC)',
    finish: 'Brushed, ultra-matte lacquer',
    summary: `A light Nordic-style white oak with a raw-wood ultra-matte finish, always in stock.`,
    intro: `Cypress Blonde is finished to look like freshly sanded, unfinished oak: pale, soft and natural, with the protection of a durable lacquer.`,
    points: ['Raw-wood look', 'Unlimited stock for large homes and builders', 'Brushed surface highlights the grain'],
    days: 310,
    sold: 395,
  }),

  /* ---- White Oak 7 1/2" ---- */
  wood('white-oak-7-12', {
    name: 'Lynn Valley White Oak 7 1/2" Engineered Hardwood',
    slug: 'lynn-valley-white-oak-7-12-engineered-hardwood',
    sku: 'ENG-WO75-001',
    brand: 'Northshore Timber',
    color: 'Honey Oak',
    psf: 6.29,
    qty: 60,
    ...W75,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, satin lacquer',
    summary: `A warm honey-toned white oak in 7 1/2" planks with a 3 mm wear layer.`,
    intro: `Lynn Valley is a golden, inviting floor with lively grain and a satin finish, designed for family homes that want real wood warmth.`,
    points: ['3 mm wear layer can be sanded and refinished', 'Satin lacquer finish', 'Boxes cover 31 sq ft'],
    days: 215,
    sold: 230,
  }),
  wood('white-oak-7-12', {
    name: 'Dunbar Natural White Oak 7 1/2" Engineered Hardwood',
    slug: 'dunbar-natural-white-oak-7-12-engineered-hardwood',
    sku: 'ENG-WO75-002',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Natural Oak',
    psf: 5.99,
    qty: 36,
    ...W75,
    grade: 'Select and Better (AB)',
    finish: 'Smooth, matte lacquer',
    summary: `A clean, select-grade natural white oak with a smooth matte finish.`,
    intro: `Dunbar Natural is a calm, refined oak floor with very few knots, a great backdrop for contemporary furniture and art.`,
    points: ['Select grade, minimal knots', 'Smooth surface, easy to clean', 'Matte lacquer keeps a natural look'],
    days: 340,
    sold: 270,
  }),
  wood('white-oak-7-12', {
    name: 'Jericho Sand White Oak 7 1/2" Engineered Hardwood',
    slug: 'jericho-sand-white-oak-7-12-engineered-hardwood',
    sku: 'ENG-WO75-003',
    brand: 'Northshore Timber',
    color: 'Sandstone Beige',
    psf: 6.49,
    qty: 28,
    ...W75,
    grade: 'Character (ABC)',
    finish: 'Brushed, hardwax oil',
    summary: `A sandy beige white oak with a hardwax oil finish and visible character.`,
    intro: `Jericho Sand is lightly white-washed to a beach-sand tone and finished in hardwax oil, so worn areas can be refreshed without sanding the whole floor.`,
    points: ['Hardwax oil, spot repairable', 'Soft sandy tone with grey undertones', '3 mm sandable wear layer'],
    days: 95,
    sold: 88,
  }),

  /* ---- White Oak 8.35" ---- */
  wood('white-oak-8-35', {
    name: 'Whistler Wide White Oak 8.35" Engineered Hardwood',
    slug: 'whistler-wide-white-oak-835-engineered-hardwood',
    sku: 'ENG-WO835-001',
    brand: 'Sea-to-Sky Hardwood',
    variants: [
      { color: 'Natural Oak', psf: 7.49, qty: 40 },
      { color: 'Smoked Grey', psf: 7.49, qty: 0 },
      { color: 'Ash Blonde', psf: 7.49, sale: 10, qty: 18 },
    ],
    ...W835,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, matte UV oil',
    summary: `Wide 8.35" white oak planks with a thick 4 mm wear layer, offered in three finishes.`,
    intro: `Whistler Wide is a statement floor: long, wide boards of white oak on a 3/4" core with a 4 mm wear layer that can be sanded several times over its life.`,
    points: [
      '<strong>4 mm</strong> wear layer on a 3/4" (19 mm) board',
      'Planks up to 86" long',
      'Natural Oak, Smoked Grey and Ash Blonde finishes',
    ],
    featured: true,
    days: 175,
    sold: 210,
  }),
  wood('white-oak-8-35', {
    name: 'Garibaldi Cognac White Oak 8.35" Engineered Hardwood',
    slug: 'garibaldi-cognac-white-oak-835-engineered-hardwood',
    sku: 'ENG-WO835-002',
    brand: 'Northshore Timber',
    color: 'Cognac',
    psf: 7.29,
    qty: 22,
    ...W835,
    grade: 'Character (ABC)',
    finish: 'Hand-scraped, satin lacquer',
    summary: `A warm cognac-stained white oak with gentle hand-scraping in wide 8.35" planks.`,
    intro: `Garibaldi Cognac is rich and inviting, with a reddish-brown stain and softly hand-scraped surface that suits mountain homes and traditional interiors.`,
    points: ['Hand-scraped texture', 'Thick 4 mm wear layer', 'Cognac stain with amber highlights'],
    days: 280,
    sold: 140,
  }),
  wood('white-oak-8-35', {
    name: 'Bowen Island White Oak 8.35" Engineered Hardwood',
    slug: 'bowen-island-white-oak-835-engineered-hardwood',
    sku: 'ENG-WO835-003',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Coastal Blonde',
    psf: 7.79,
    qty: -1,
    ...W835,
    grade: 'Select and Better (AB)',
    finish: 'Brushed, natural oil',
    summary: `A select-grade, pale coastal white oak in wide 8.35" planks with a natural oil finish.`,
    intro: `Bowen Island is a serene, light oak floor with long clear boards and a soft oil finish, inspired by West Coast cottages.`,
    points: ['Select grade with clean, long boards', 'Natural oil finish', 'Always in stock'],
    days: 120,
    sold: 175,
  }),

  /* ---- White Ash ---- */
  wood('white-ash', {
    name: 'Okanagan White Ash 6 1/2" Engineered Hardwood',
    slug: 'okanagan-white-ash-6-12-engineered-hardwood',
    sku: 'ENG-WA-001',
    brand: 'Northshore Timber',
    color: 'Ash Blonde',
    psf: 4.79,
    qty: 75,
    ...WASH,
    grade: 'Select and Better (AB)',
    finish: 'Smooth, matte lacquer',
    summary: `A bright, pale white ash with a bold open grain and matte finish.`,
    intro: `White ash has a pronounced, flowing grain that is lighter and more contrasting than oak. Okanagan keeps its natural pale colour under a clear matte lacquer.`,
    points: ['Naturally pale hardwood, no bleaching', 'Bold open grain pattern', 'Matte lacquer finish'],
    days: 200,
    sold: 150,
  }),
  wood('white-ash', {
    name: 'Naramata Driftwood Ash 6 1/2" Engineered Hardwood',
    slug: 'naramata-driftwood-ash-6-12-engineered-hardwood',
    sku: 'ENG-WA-002',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Driftwood Grey',
    psf: 4.99,
    sale: 18,
    qty: 34,
    ...WASH,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, matte lacquer',
    summary: `A grey-washed white ash with a deep wire-brush texture.`,
    intro: `Naramata Driftwood has a soft grey wash that settles into the open ash grain, giving a weathered, textured floor that hides everyday wear.`,
    points: ['Wire-brushed for texture and scratch camouflage', 'Grey wash with warm undertones', 'Good value real hardwood'],
    days: 160,
    sold: 90,
  }),
  wood('white-ash', {
    name: 'Tofino Almond Ash 6 1/2" Engineered Hardwood',
    slug: 'tofino-almond-ash-6-12-engineered-hardwood',
    sku: 'ENG-WA-003',
    brand: 'Northshore Timber',
    color: 'Almond',
    psf: 4.49,
    qty: 58,
    ...WASH,
    grade: 'Character (ABC)',
    finish: 'Brushed, natural oil',
    summary: `A creamy almond-toned ash with a natural oil finish and relaxed character.`,
    intro: `Tofino Almond has a warm, creamy tone and a brushed oil finish that feels natural underfoot, ideal for bedrooms and living spaces.`,
    points: ['Natural oil finish', 'Creamy almond colour', 'Our most affordable real-wood floor'],
    days: 370,
    sold: 260,
  }),

  /* ---- European Oak ---- */
  wood('european-oak', {
    name: 'Saltspring European Oak 7 1/2" Engineered Hardwood',
    slug: 'saltspring-european-oak-7-12-engineered-hardwood',
    sku: 'ENG-EO-001',
    brand: 'Northshore Timber',
    // three options besides colour: thickness, surface finish (not every combination is made)
    attribute: 'Thickness',
    moreOptions: ['Surface'],
    variants: [
      { color: 'Natural Oak', attribute: '15 mm', values: ['Brushed UV oil'], psf: 6.49, qty: 65 },
      { color: 'Natural Oak', attribute: '15 mm', values: ['Matte lacquer'], psf: 6.49, qty: 40 },
      { color: 'Natural Oak', attribute: '19 mm', values: ['Brushed UV oil'], psf: 7.29, qty: 22 },
      { color: 'Natural Oak', attribute: '19 mm', values: ['Matte lacquer'], psf: 7.29, qty: 0 },
      { color: 'Honey Oak', attribute: '15 mm', values: ['Brushed UV oil'], psf: 6.49, qty: -1 },
      { color: 'Smoked Grey', attribute: '15 mm', values: ['Brushed UV oil'], psf: 6.99, sale: 15, qty: 30 },
      { color: 'Smoked Grey', attribute: '19 mm', values: ['Brushed UV oil'], psf: 7.79, qty: 12 },
      { color: 'Espresso', attribute: '15 mm', values: ['Matte lacquer'], psf: 6.99, qty: 14 },
    ],
    ...WEU,
    thickness: '5/8" (15 mm) or 3/4" (19 mm)',
    grade: 'Character (ABC)',
    finish: 'Brushed UV oil or matte lacquer',
    summary: `A European oak plank in four colours, two thicknesses and two surfaces, with a 3 mm wear layer.`,
    intro: `Saltspring uses slow-grown European oak, known for its tight grain and rich figure. Four colours cover everything from natural to deep espresso, on a 15 mm board or a 19 mm board for nail-down over joists.`,
    points: ['Tight-grained European oak', 'Brushed UV oil (low sheen) or matte lacquer', 'Uniform 74.8" (1900 mm) lengths for a tidy layout'],
    days: 250,
    sold: 380,
  }),
  wood('european-oak', {
    name: 'Galiano Rustic European Oak 7 1/2" Engineered Hardwood',
    slug: 'galiano-rustic-european-oak-7-12-engineered-hardwood',
    sku: 'ENG-EO-002',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Rustic Brown',
    psf: 5.89,
    qty: 48,
    ...WEU,
    grade: 'Rustic (CD) with filled knots and cracks',
    finish: 'Hand-scraped, oiled',
    summary: `A rustic-grade European oak full of knots and cracks, hand-scraped and oiled.`,
    intro: `Galiano celebrates the character of the tree: open knots filled with dark putty, natural checks and a hand-scraped surface in a warm brown oil.`,
    points: ['Rustic grade with bold character', 'Hand-scraped, oiled surface', 'Great for cabins and farmhouse interiors'],
    days: 190,
    sold: 115,
  }),
  wood('european-oak', {
    name: 'Gastown Taupe European Oak 7 1/2" Engineered Hardwood',
    slug: 'gastown-taupe-european-oak-7-12-engineered-hardwood',
    sku: 'ENG-EO-003',
    brand: 'Northshore Timber',
    color: 'Taupe',
    psf: 6.29,
    qty: 26,
    ...WEU,
    grade: 'Character (ABC)',
    finish: 'Brushed, matte lacquer',
    summary: `A soft taupe European oak that bridges warm and cool palettes.`,
    intro: `Gastown Taupe sits between grey and brown, a designer favourite that works with both warm wood cabinets and cool stone countertops.`,
    points: ['Versatile taupe stain', 'Brushed, matte lacquer', '3 mm wear layer'],
    days: 55,
    sold: 70,
  }),

  /* ---- American Oak Herringbone ---- */
  wood('american-oak-herringbone', {
    name: 'Stanley Park American Oak Herringbone',
    slug: 'stanley-park-american-oak-herringbone',
    sku: 'ENG-HB-001',
    brand: 'Sea-to-Sky Hardwood',
    variants: [
      { color: 'Natural Oak', psf: 8.49, qty: 36 },
      { color: 'Coastal Blonde', psf: 8.49, qty: 20 },
      { color: 'Smoked Grey', psf: 8.99, qty: 0 },
    ],
    ...WHB,
    grade: 'Select and Better (AB)',
    finish: 'Brushed, matte lacquer',
    summary: `Classic herringbone in American white oak, boxed with left and right slats, in three finishes.`,
    intro: `Stanley Park brings the timeless herringbone pattern to modern homes. Each box contains matching A and B slats for a clean chevron-free zigzag.`,
    points: ['Equal A and B slats in every box', '3 mm wear layer, sandable', 'Natural Oak, Coastal Blonde and Smoked Grey'],
    outro: `Herringbone is installed glue-down or nail-down; allow about 10% extra for cuts.`,
    featured: true,
    days: 135,
    sold: 190,
  }),
  wood('american-oak-herringbone', {
    name: 'English Bay Honey Oak Herringbone',
    slug: 'english-bay-honey-oak-herringbone',
    sku: 'ENG-HB-002',
    brand: 'Northshore Timber',
    color: 'Honey Oak',
    psf: 8.29,
    sale: 12,
    qty: 18,
    ...WHB,
    grade: 'Character (ABC)',
    finish: 'Satin lacquer',
    summary: `A warm honey-toned herringbone with character knots for traditional rooms.`,
    intro: `English Bay recalls the parquet floors of classic Vancouver apartments: warm honey tones, a satin sheen and the lively movement of herringbone.`,
    points: ['Character grade', 'Satin finish', 'A and B slats boxed together'],
    days: 230,
    sold: 105,
  }),
  wood('american-oak-herringbone', {
    name: 'Spanish Banks White-Washed Oak Herringbone',
    slug: 'spanish-banks-white-washed-oak-herringbone',
    sku: 'ENG-HB-003',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Ash Blonde',
    psf: 8.79,
    qty: -1,
    ...WHB,
    grade: 'Select and Better (AB)',
    finish: 'White-washed, natural oil',
    summary: `A pale, white-washed herringbone in natural oil, new this month.`,
    intro: `Spanish Banks is a bright, Scandinavian-inspired herringbone: white-washed American oak finished in natural oil for a soft, matte feel.`,
    points: ['White-washed select oak', 'Natural oil, spot repairable', 'Always in stock'],
    days: 10,
    sold: 14,
  }),

  /* ---- American Black Walnut ---- */
  wood('american-black-walnut', {
    name: 'Sullivan American Black Walnut 7 1/2" Engineered Hardwood',
    slug: 'sullivan-american-black-walnut-7-12-engineered-hardwood',
    sku: 'ENG-BW-001',
    brand: 'Northshore Timber',
    color: 'Walnut Brown',
    psf: 8.49,
    qty: 30,
    ...WWAL,
    grade: 'Select and Better (AB)',
    finish: 'Smooth, satin lacquer',
    summary: `A natural American black walnut with rich chocolate tones and a satin finish.`,
    intro: `American black walnut is prized for its deep chocolate colour and flowing grain. Sullivan leaves it unstained so the natural colour and figure shine through.`,
    points: ['Unstained natural walnut', 'Select grade with clean, even colour', 'Smooth satin lacquer'],
    days: 240,
    sold: 95,
  }),
  wood('american-black-walnut', {
    name: 'Barnston Espresso Walnut 7 1/2" Engineered Hardwood',
    slug: 'barnston-espresso-walnut-7-12-engineered-hardwood',
    sku: 'ENG-BW-002',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Espresso',
    psf: 8.99,
    sale: 10,
    qty: 12,
    ...WWAL,
    grade: 'Select and Better (AB)',
    finish: 'Wire-brushed, matte lacquer',
    summary: `A deep espresso-stained black walnut with a wire-brushed matte surface.`,
    intro: `Barnston Espresso deepens walnut's natural colour to a near-black espresso while keeping its grain visible, a luxurious choice for formal rooms.`,
    points: ['Espresso stain over natural walnut', 'Wire-brushed texture', 'Low-sheen matte lacquer'],
    days: 180,
    sold: 60,
  }),
  wood('american-black-walnut', {
    name: 'Port Kells Character Walnut 7 1/2" Engineered Hardwood',
    slug: 'port-kells-character-walnut-7-12-engineered-hardwood',
    sku: 'ENG-BW-003',
    brand: 'Northshore Timber',
    color: 'Warm Chestnut',
    psf: 7.99,
    qty: 0,
    ...WWAL,
    grade: 'Character (ABC) with sapwood',
    finish: 'Brushed, natural oil',
    summary: `A character-grade walnut with creamy sapwood streaks and a natural oil finish.`,
    intro: `Port Kells embraces walnut's natural contrast: chocolate heartwood mixed with creamy sapwood streaks, brushed and oiled for a relaxed, lived-in look.`,
    points: ['Character grade with sapwood contrast', 'Natural oil finish', 'Warm chestnut overall tone'],
    days: 395,
    sold: 140,
  }),

  /* ---- 9" American White Oak ---- */
  wood('9-american-white-oak', {
    name: 'Campbell Heights 9" American White Oak Engineered Hardwood',
    slug: 'campbell-heights-9-american-white-oak-engineered-hardwood',
    sku: 'ENG-AW9-001',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Natural Oak',
    psf: 7.99,
    qty: 40,
    ...W9,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, matte UV oil',
    summary: `Extra-wide 9" American white oak planks on a 3/4" core with a 4 mm wear layer.`,
    intro: `Campbell Heights makes a big impression: 9-inch boards up to 86 inches long, in a natural white oak tone that suits nearly every interior.`,
    points: ['Extra-wide <strong>9"</strong> planks', '4 mm wear layer, sandable several times', 'Natural matte UV oil finish'],
    featured: true,
    days: 150,
    sold: 240,
  }),
  wood('9-american-white-oak', {
    name: 'Panorama Ridge Rift and Quartered 9" American White Oak',
    slug: 'panorama-ridge-rift-and-quartered-9-american-white-oak',
    sku: 'ENG-AW9-002',
    brand: 'Northshore Timber',
    color: 'Coastal Blonde',
    psf: 8.99,
    qty: 15,
    ...W9,
    grade: 'Rift and quartered, select',
    finish: 'Smooth, natural oil',
    summary: `A rift and quartered white oak with a straight, linear grain and natural oil finish.`,
    intro: `Rift and quartered oak is cut to show a straight, uniform grain with the distinctive ray fleck of quartersawn oak. Panorama Ridge is the most refined floor in our range.`,
    points: ['Straight linear grain', 'Select grade, very few knots', 'Natural oil finish'],
    days: 65,
    sold: 30,
  }),
  wood('9-american-white-oak', {
    name: 'Crescent Park 9" American White Oak Greige',
    slug: 'crescent-park-9-american-white-oak-greige',
    sku: 'ENG-AW9-003',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Light Greige',
    psf: 8.49,
    sale: 15,
    qty: 25,
    ...W9,
    grade: 'Character (ABC)',
    finish: 'Brushed, matte lacquer',
    summary: `A soft greige stain on extra-wide 9" white oak for modern, neutral homes.`,
    intro: `Crescent Park combines a light grey-beige stain with the wide-plank presence of 9" boards, giving a calm, contemporary floor.`,
    points: ['Greige stain balances warm and cool tones', 'Brushed matte lacquer', '9" wide, up to 86" long'],
    days: 205,
    sold: 125,
  }),

  /* ---- 7 1/2" American White Oak ---- */
  wood('7-12-american-white-oak', {
    name: 'Morgan Heights 7 1/2" American White Oak Engineered Hardwood',
    slug: 'morgan-heights-7-12-american-white-oak-engineered-hardwood',
    sku: 'ENG-AW75-001',
    brand: 'Northshore Timber',
    color: 'Natural Oak',
    psf: 6.49,
    qty: 85,
    ...W75A,
    grade: 'Character (ABC)',
    finish: 'Wire-brushed, matte lacquer',
    summary: `A dependable natural American white oak in 7 1/2" planks with a 3 mm wear layer.`,
    intro: `Morgan Heights is our go-to American white oak: honest natural colour, a light wire-brush and a durable matte lacquer.`,
    points: ['3 mm sandable wear layer', 'Light wire-brush', 'Works with floating, glue or nail installation'],
    days: 285,
    sold: 350,
  }),
  wood('7-12-american-white-oak', {
    name: 'White Rock Whitewash 7 1/2" American White Oak',
    slug: 'white-rock-whitewash-7-12-american-white-oak',
    sku: 'ENG-AW75-002',
    brand: 'Sea-to-Sky Hardwood',
    color: 'Ash Blonde',
    psf: 6.79,
    qty: 0,
    ...W75A,
    grade: 'Select and Better (AB)',
    finish: 'White-washed, matte lacquer',
    summary: `A white-washed American oak that brightens rooms with a soft coastal look.`,
    intro: `White Rock Whitewash is inspired by seaside cottages: a soft white wash over select oak, sealed with a protective matte lacquer.`,
    points: ['White-wash finish', 'Select grade', 'Bright, coastal look'],
    days: 335,
    sold: 300,
  }),
  wood('7-12-american-white-oak', {
    name: 'Elgin Honey 7 1/2" American White Oak',
    slug: 'elgin-honey-7-12-american-white-oak',
    sku: 'ENG-AW75-003',
    brand: 'Northshore Timber',
    color: 'Honey Oak',
    psf: 6.29,
    sale: 15,
    qty: 52,
    ...W75A,
    grade: 'Character (ABC)',
    finish: 'Hand-scraped, satin lacquer',
    summary: `A warm honey American white oak with a lightly hand-scraped surface.`,
    intro: `Elgin Honey brings classic golden warmth and a gently hand-scraped surface to family homes, where a little texture hides the bumps of daily life.`,
    points: ['Honey stain on character oak', 'Hand-scraped texture', 'Satin lacquer finish'],
    days: 100,
    sold: 160,
  }),
];

export const SEED_PRODUCTS: SeedProduct[] = [
  ...laminateProducts,
  ...accessoryProducts,
  ...tileProducts,
  ...vinylProducts,
  ...woodProducts,
];
