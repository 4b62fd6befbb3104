import 'server-only';

/** Procedural image recipes; scripts/generate-images.ts renders them to WebP. */
export type ImageKind =
  | 'laminate'
  | 'wood'
  | 'herringbone'
  | 'vinyl'
  | 'marble'
  | 'stone'
  | 'tile-gloss'
  | 'tile-matt'
  | 'tile-carving'
  | 'tile-punch'
  | 'tile-sugar'
  | 'trim'
  | 'base-shoe'
  | 'underlay'
  | 'tile-accessory';

export interface SeedImageSpec {
  kind: ImageKind;
  /** main colour, #rrggbb */
  base: string;
  /** secondary colour (grain, veins, grout), #rrggbb */
  accent: string;
  /** deterministic seed for the noise */
  seed: number;
  /** 'swatch' = flat top-down texture, 'room' = the floor in perspective with a wall, 'box' = product box shot */
  view: 'swatch' | 'room' | 'box';
}

export interface SeedSubcategory {
  name: string;
  slug: string;
  image: SeedImageSpec;
}

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  image: SeedImageSpec;
  subCategories: SeedSubcategory[];
}

export interface SeedVariant {
  /** colour name, must exist in SEED_COLORS */
  color: string;
  /** attribute value, must be one of the product's attribute values (optional when the product has no attribute) */
  attribute?: string;
  /** values of the product's further options (`moreOptions`), in their order */
  moreValues?: string[];
  sku: string;
  /** money as decimal strings, e.g. "54.99" */
  price: string;
  discount: string;
  /** -1 = unlimited, 0 = sold out */
  quantity: number;
}

export interface SeedProduct {
  name: string;
  /** globally unique, kebab-case */
  slug: string;
  category: string;
  subcategory: string;
  /** must exist in SEED_BRANDS */
  brand: string;
  sku: string;
  /** 'sq ft' when unitValue is the coverage per box (sold by area); else 'piece', 'roll', 'bag', 'box', 'tube'... */
  unit: string;
  unitValue: number;
  /** selling unit the price refers to: 'box', 'piece', 'roll', 'bag', 'tube' */
  sellUnit: string;
  /** regular price per sell unit, decimal string */
  price: string;
  /** the price actually charged (equal to price when not on sale, lower when discounted) */
  discount: string;
  /** simple products only; -1 unlimited, 0 sold out */
  quantity: number;
  type: 'simple' | 'variable';
  /** colour names from SEED_COLORS */
  colors: string[];
  /** attribute used by the variants, e.g. { name: 'Thickness', values: ['12 mm', '14 mm'] }; name must exist in SEED_ATTRIBUTES */
  attribute?: { name: string; values: string[] };
  /** the options after the first (up to two more: thickness, finish...), each an attribute of SEED_ATTRIBUTES */
  moreOptions?: { name: string; values: string[] }[];
  variants?: SeedVariant[];
  /** ordered rows of the specifications table */
  specifications: { name: string; value: string }[];
  /** short plain-text summary (1-2 sentences) */
  summary: string;
  /** HTML: <p>, <ul><li>, <strong> only */
  description: string;
  images: SeedImageSpec[];
  /** variable products: the index in `images` of each colour's own picture (its variants open the gallery on it) */
  colorImages?: Record<string, number>;
  featured: boolean;
  /** how many days before seeding it was added (0 = newest) */
  createdDaysAgo: number;
  /** how many were sold so far (for best-selling sort) */
  sold: number;
}

export interface SeedColor {
  name: string;
  hex: string;
}

export interface SeedBrand {
  name: string;
  slug: string;
}

export interface SeedAttribute {
  name: string;
  values: string[];
}
