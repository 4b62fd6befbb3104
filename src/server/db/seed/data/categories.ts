import 'server-only';
import type { SeedCategory, SeedImageSpec } from './types';

const img = (kind: SeedImageSpec['kind'], base: string, accent: string, seed: number): SeedImageSpec => ({
  kind,
  base,
  accent,
  seed,
  view: 'room',
});

/** The shop menu tree (docs/requirements.md, "Category tree"): 5 categories, 27 subcategories, slugs verbatim. */
export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Laminate',
    slug: 'laminate',
    description: 'Hard-wearing laminate planks with realistic wood looks, AC-rated for busy homes.',
    image: img('laminate', '#b08452', '#7a5630', 101),
    subCategories: [
      { name: '12.3 mm', slug: '123-mm', image: img('laminate', '#a8784a', '#6e4a28', 111) },
      { name: '12.3 mm (72 Hours Water Proof)', slug: '123-mm-72-hours-water-proof', image: img('laminate', '#8f6a48', '#5c4028', 112) },
      { name: '8.3 mm', slug: '83-mm', image: img('laminate', '#c9a477', '#94704a', 113) },
      { name: 'Matt Tiles', slug: 'matt-tiles', image: img('tile-matt', '#bdb6ab', '#8d867c', 114) },
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    description: 'Trims, mouldings, underlay and tile tools to finish every installation.',
    image: img('trim', '#9b7653', '#6b4e33', 201),
    subCategories: [
      { name: 'Base Shoe', slug: 'base-shoe', image: img('base-shoe', '#f1ede6', '#c9c2b6', 211) },
      { name: 'Molding, Trims & Base Board', slug: 'molding-trims-base-board', image: img('trim', '#f4f1ec', '#cfc8bc', 212) },
      { name: 'Tile Accessories', slug: 'tile-accessories', image: img('tile-accessory', '#9aa3a8', '#5f686d', 213) },
      { name: 'Underlay', slug: 'underlay', image: img('underlay', '#7d8a96', '#4d5864', 214) },
    ],
  },
  {
    name: 'Porcelain Tiles',
    slug: 'tiles',
    description: 'Porcelain tiles in gloss, matt and decorative carved finishes for floors and walls.',
    image: img('marble', '#ece8e1', '#9c958c', 301),
    subCategories: [
      { name: 'Gloss Tiles', slug: 'gloss-tiles', image: img('tile-gloss', '#f0ede8', '#a29b91', 311) },
      { name: 'Matt Tiles', slug: 'matt-tiles', image: img('tile-matt', '#a9a49c', '#77726b', 312) },
      { name: 'High Gloss Tiles', slug: 'highgloss-tiles', image: img('marble', '#f6f4f0', '#8e8880', 313) },
      { name: 'Carving Tiles', slug: 'carvings-tiles', image: img('tile-carving', '#d8d1c5', '#a0978a', 314) },
      { name: 'Punch Tiles', slug: 'punch-tiles', image: img('tile-punch', '#c7c2ba', '#8c867d', 315) },
      { name: 'Sugar Carving Tiles', slug: 'sugar-carving-tiles', image: img('tile-sugar', '#e4ddd2', '#b2a898', 316) },
    ],
  },
  {
    name: 'Vinyl Plank',
    slug: 'vinyl-plank',
    description: '100% waterproof rigid-core vinyl plank for kitchens, basements and bathrooms.',
    image: img('vinyl', '#9c8068', '#6a5441', 401),
    subCategories: [
      { name: '4 mm', slug: '4-mm', image: img('vinyl', '#b7a58f', '#857460', 411) },
      { name: '4.2 mm', slug: '42-mm', image: img('vinyl', '#8d8279', '#5e554e', 412) },
      { name: '5.5 mm', slug: '55-mm', image: img('vinyl', '#a07a57', '#6d5038', 413) },
      { name: '7 mm', slug: '7-mm', image: img('vinyl', '#6f5a47', '#45372b', 414) },
    ],
  },
  {
    name: 'Engineered Wood',
    slug: 'engineered-wood',
    description: 'Real hardwood wear layers over stable multi-ply cores, in wide planks and herringbone.',
    image: img('wood', '#a9825a', '#6f5233', 501),
    subCategories: [
      { name: 'White Oak 7"', slug: 'white-oak-7', image: img('wood', '#c4a27a', '#8e6d4a', 511) },
      { name: 'White Oak 7 1/2"', slug: 'white-oak-7-12', image: img('wood', '#b8956c', '#82613f', 512) },
      { name: 'White Oak 8.35"', slug: 'white-oak-8-35', image: img('wood', '#d0b08a', '#9a7a55', 513) },
      { name: 'White Ash', slug: 'white-ash', image: img('wood', '#ddc8a8', '#a8916e', 514) },
      { name: 'European Oak', slug: 'european-oak', image: img('wood', '#a47a50', '#6c4c2e', 515) },
      { name: 'American Oak Herringbone', slug: 'american-oak-herringbone', image: img('herringbone', '#b48b60', '#7b5a38', 516) },
      { name: 'American Black Walnut', slug: 'american-black-walnut', image: img('wood', '#5e4130', '#3a271c', 517) },
      { name: '9" American White Oak', slug: '9-american-white-oak', image: img('wood', '#c9ab84', '#937552', 518) },
      { name: '7 1/2" American White Oak', slug: '7-12-american-white-oak', image: img('wood', '#bf9d74', '#8a6a47', 519) },
    ],
  },
];
