import 'server-only';
import type { SeedAttribute, SeedBrand, SeedColor } from './types';

/** Colour names used by products and variants (wood tones, stone/tile tones, trim and accessory colours). */
export const SEED_COLORS: SeedColor[] = [
  { name: 'Natural Oak', hex: '#c19a6b' },
  { name: 'Honey Oak', hex: '#c68e4e' },
  { name: 'Coastal Blonde', hex: '#dcc39b' },
  { name: 'Ash Blonde', hex: '#e3d2b4' },
  { name: 'Driftwood Grey', hex: '#a39a8c' },
  { name: 'Smoked Grey', hex: '#8a857e' },
  { name: 'Warm Chestnut', hex: '#8b5a3b' },
  { name: 'Cognac', hex: '#9c5d33' },
  { name: 'Rustic Brown', hex: '#7a5538' },
  { name: 'Walnut Brown', hex: '#5c4033' },
  { name: 'Espresso', hex: '#3e2b20' },
  { name: 'Sandstone Beige', hex: '#d4c2a2' },
  { name: 'Almond', hex: '#e4d5bd' },
  { name: 'Light Greige', hex: '#c9c1b5' },
  { name: 'Taupe', hex: '#8f8276' },
  { name: 'Carrara White', hex: '#eeece8' },
  { name: 'Calacatta Gold', hex: '#f2ece0' },
  { name: 'Bright White', hex: '#f8f8f6' },
  { name: 'Ivory', hex: '#f2ead8' },
  { name: 'Silver', hex: '#b8bbbe' },
  { name: 'Concrete Grey', hex: '#9b9995' },
  { name: 'Pewter', hex: '#707376' },
  { name: 'Charcoal', hex: '#3c3c3e' },
  { name: 'Black', hex: '#1f1f21' },
];

/** Fictional house brands (not real companies). */
export const SEED_BRANDS: SeedBrand[] = [
  { name: 'Fraser Valley Floors', slug: 'fraser-valley-floors' },
  { name: 'Golden Ears Flooring', slug: 'golden-ears-flooring' },
  { name: 'Tidewater Vinyl', slug: 'tidewater-vinyl' },
  { name: 'Northshore Timber', slug: 'northshore-timber' },
  { name: 'Sea-to-Sky Hardwood', slug: 'sea-to-sky-hardwood' },
  { name: 'Cascadia Stone', slug: 'cascadia-stone' },
  { name: 'Harbourline Tile Supply', slug: 'harbourline-tile-supply' },
  { name: 'Cedar Ridge Mouldings', slug: 'cedar-ridge-mouldings' },
];

/** Attributes that variable products may vary by (besides colour). */
export const SEED_ATTRIBUTES: SeedAttribute[] = [
  { name: 'Thickness', values: ['4 mm', '4.2 mm', '5.5 mm', '7 mm', '8.3 mm', '12.3 mm', '14 mm', '15 mm', '19 mm'] },
  { name: 'Plank Width', values: ['5"', '6 1/2"', '7"', '7 1/2"', '8.35"', '9"'] },
  { name: 'Tile Size', values: ['12x24', '24x24', '24x48', '32x32', '32x64'] },
  { name: 'Length', values: ['8 ft', '12 ft', '16 ft'] },
  { name: 'Profile', values: ['T-Molding', 'Reducer', 'Stair Nose', 'End Cap', 'Quarter Round'] },
  { name: 'Spacer Size', values: ['1/16"', '1/8"', '3/16"', '1/4"'] },
  { name: 'Roll Size', values: ['100 sq ft', '200 sq ft'] },
  { name: 'Surface', values: ['Brushed UV oil', 'Matte lacquer', 'Natural oil'] },
];
