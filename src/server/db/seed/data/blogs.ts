import 'server-only';
import { contentImageUrl } from './images';
import type { SeedImageSpec } from './types';

export const SEED_BLOG_CATEGORIES = [
  { name: 'Buying guides', slug: 'buying-guides' },
  { name: 'Installation & care', slug: 'installation-care' },
];

/** Cover pictures of the seeded posts (rendered by scripts/generate-images.ts). */
export const BLOG_IMAGES: Record<string, SeedImageSpec> = {
  'blog-laminate-ac': { kind: 'laminate', base: '#b08a60', accent: '#73522f', seed: 9101, view: 'room' },
  'blog-acclimatise': { kind: 'wood', base: '#d2b48c', accent: '#9a7b52', seed: 9102, view: 'room' },
  'blog-basement-vinyl': { kind: 'vinyl', base: '#a39a8c', accent: '#6f675c', seed: 9103, view: 'room' },
  'blog-porcelain': { kind: 'tile-gloss', base: '#e8e4dc', accent: '#b9b2a6', seed: 9104, view: 'room' },
  'blog-boxes-waste': { kind: 'herringbone', base: '#c19a6b', accent: '#8a6440', seed: 9105, view: 'room' },
};

export interface SeedBlog {
  title: string;
  slug: string;
  category: string;
  image: string;
  excerpt: string;
  content: string;
  tags: string[];
  /** days before seeding it was published */
  daysAgo: number;
}

export const SEED_BLOGS: SeedBlog[] = [
  {
    title: 'Laminate AC ratings explained: which one does your room need?',
    slug: 'laminate-ac-ratings-explained',
    category: 'buying-guides',
    image: contentImageUrl('blog-laminate-ac'),
    excerpt: 'AC1 to AC5 tell you how well a laminate wear layer stands up to feet, chairs and grit. Here is how to pick the right one for each room.',
    tags: ['laminate', 'durability'],
    daysAgo: 3,
    content:
      '<p>Every box of laminate carries an <strong>AC rating</strong> (abrasion class) from the European standard EN 13329. It measures how many abrasion cycles the wear layer survives before the print shows through. The higher the number, the tougher the surface.</p>' +
      '<h2>The five classes</h2>' +
      '<table><thead><tr><th>Rating</th><th>Typical use</th></tr></thead><tbody>' +
      '<tr><td>AC1</td><td>Light residential: guest bedrooms, closets</td></tr>' +
      '<tr><td>AC2</td><td>General residential: living and dining rooms</td></tr>' +
      '<tr><td>AC3</td><td>Heavy residential, light commercial: every room of a busy home</td></tr>' +
      '<tr><td>AC4</td><td>General commercial: offices, boutiques, cafés</td></tr>' +
      '<tr><td>AC5</td><td>Heavy commercial: public buildings, department stores</td></tr>' +
      '</tbody></table>' +
      '<h2>What we recommend in Surrey homes</h2>' +
      '<ul><li><strong>Entrances and kitchens:</strong> AC4. Grit from wet boots is the real enemy.</li><li><strong>Living areas with kids or dogs:</strong> AC4, ideally with a 12.3 mm board for a solid feel.</li><li><strong>Bedrooms:</strong> AC3 is plenty.</li></ul>' +
      '<blockquote>An AC rating is about the surface only. For spills, look for a water-resistance rating such as our <a href="/shop/laminate/123-mm-72-hours-water-proof">72-hour waterproof laminate</a>.</blockquote>' +
      '<p>Not sure? Bring a photo of your room to the showroom and we will put a few AC4 samples next to each other for you.</p>',
  },
  {
    title: 'How to acclimatise engineered wood before installation',
    slug: 'acclimatising-engineered-wood',
    category: 'installation-care',
    image: contentImageUrl('blog-acclimatise'),
    excerpt: 'Engineered hardwood is stable, but it still needs 48 to 72 hours in the room to settle before you click the first row.',
    tags: ['engineered wood', 'installation'],
    daysAgo: 9,
    content:
      '<p>Engineered hardwood has a cross-ply core that moves far less than solid wood, but its real oak wear layer still takes on and releases moisture. Letting the boards reach the temperature and humidity of the room prevents gaps in winter and cupping in summer.</p>' +
      '<h2>Step by step</h2>' +
      '<ol><li>Finish drywall, paint and any wet trades first; the house should be at living conditions.</li><li>Keep the room between 18 and 24 °C with relative humidity of 35 to 55 %.</li><li>Lay the unopened boxes flat in the room where they will be installed, off outside walls, with a little space between stacks.</li><li>Wait at least <strong>48 hours</strong> (72 hours in a new build or after a cold delivery).</li><li>Check the subfloor with a moisture meter: plywood below 12 %, concrete tested with a calcium chloride or RH probe test.</li></ol>' +
      '<h2>Why not open the boxes?</h2>' +
      '<p>Most manufacturers, including the brands we carry, ask you to keep boxes closed so that all boards acclimatise evenly. Open them as you install and mix boards from three or four boxes for a natural spread of colour.</p>' +
      '<p>Read the full installation guide on each <a href="/shop/engineered-wood">engineered wood</a> product page, or ask our team for the printed version.</p>',
  },
  {
    title: 'Waterproof vinyl plank in basements: what you need to know',
    slug: 'waterproof-vinyl-in-basements',
    category: 'buying-guides',
    image: contentImageUrl('blog-basement-vinyl'),
    excerpt: 'Rigid-core vinyl is the go-to basement floor in the Lower Mainland. A waterproof plank still needs a dry, flat slab and the right underlay.',
    tags: ['vinyl', 'basement'],
    daysAgo: 16,
    content:
      '<p>Basements in the Fraser Valley are often cool and slightly damp. Rigid SPC vinyl plank does not swell when wet, which makes it the most forgiving floor below grade.</p>' +
      '<h2>Check the slab first</h2>' +
      '<ul><li><strong>Moisture:</strong> tape a 60 × 60 cm sheet of plastic to the concrete for 24 hours. Condensation underneath means you need a vapour barrier.</li><li><strong>Flatness:</strong> no more than 3 mm over 1.8 m. Grind high spots and fill low ones with a levelling compound.</li><li><strong>Temperature:</strong> keep the space above 13 °C during and after installation.</li></ul>' +
      '<h2>Underlay and thickness</h2>' +
      '<p>Many of our planks have an attached IXPE pad. Over concrete add a 6-mil polyethylene film unless the pad already includes a vapour barrier. A thicker 5.5 mm or 7 mm plank bridges small slab imperfections better than a 4 mm one.</p>' +
      '<h2>Waterproof is not flood-proof</h2>' +
      '<p>The planks survive standing water, but water that gets underneath can still feed mould. Fix leaks and grading outside before you floor the space.</p>' +
      '<p>Browse <a href="/shop/vinyl-plank">vinyl plank</a> by thickness, or visit us in Surrey to compare the boards in hand.</p>',
  },
  {
    title: 'Porcelain vs ceramic tile: the real differences',
    slug: 'porcelain-vs-ceramic-tile',
    category: 'buying-guides',
    image: contentImageUrl('blog-porcelain'),
    excerpt: 'Both are fired clay, but porcelain is denser, absorbs less water and is the better choice for floors that work hard.',
    tags: ['tiles', 'porcelain'],
    daysAgo: 24,
    content:
      '<p>Porcelain and ceramic tiles look alike on the shelf. The difference is in the clay and the firing: porcelain uses finer, purer clay fired at a higher temperature, which makes it denser and harder.</p>' +
      '<table><thead><tr><th></th><th>Porcelain</th><th>Ceramic</th></tr></thead><tbody>' +
      '<tr><td>Water absorption</td><td>0.5 % or less</td><td>3 to 7 %</td></tr>' +
      '<tr><td>Floors</td><td>Every room, entrances, patios</td><td>Light-traffic rooms</td></tr>' +
      '<tr><td>Chips</td><td>Through-body colour hides chips</td><td>White body shows</td></tr>' +
      '<tr><td>Cutting</td><td>Needs a wet saw or good scorer</td><td>Easy to cut</td></tr>' +
      '</tbody></table>' +
      '<h2>Gloss, matt or carved?</h2>' +
      '<p>High-gloss porcelain such as a Calacatta marble look brightens a room but shows water spots; matt and carved finishes give more grip in bathrooms and entrances.</p>' +
      '<p>See them laid out in our <a href="/virtualtour">virtual showroom</a> or browse <a href="/shop/tiles">porcelain tiles</a>.</p>',
  },
  {
    title: 'How many boxes? Calculating flooring with the right waste factor',
    slug: 'calculating-flooring-boxes-with-waste',
    category: 'installation-care',
    image: contentImageUrl('blog-boxes-waste'),
    excerpt: 'Measure, add the right waste factor for your layout, and round up to whole boxes. A worked example for a 12 × 15 ft room.',
    tags: ['planning', 'measuring'],
    daysAgo: 31,
    content:
      '<p>Running short halfway through an install is the most common flooring headache. Dye lots change, so the boxes you buy later may not match. Order once, with the right allowance.</p>' +
      '<h2>1. Measure the area</h2>' +
      '<p>Multiply length by width for each rectangle of the room and add them up. Include closets and the space under appliances that will be floored.</p>' +
      '<h2>2. Add the waste factor</h2>' +
      '<ul><li>Straight lay, plank or tile: <strong>10 %</strong></li><li>Diagonal or large-format tile: <strong>15 %</strong></li><li>Herringbone or chevron: <strong>15 to 20 %</strong></li></ul>' +
      '<h2>3. Divide by the box coverage and round up</h2>' +
      '<p>Example: a 12 × 15 ft room is 180 sq ft. With 10 % waste that is 198 sq ft. A box covering 23.4 sq ft gives 198 ÷ 23.4 = 8.46, so you need <strong>9 boxes</strong>.</p>' +
      '<p>Keep one unopened box after the job for future repairs. Every product page on our shop shows the coverage per box, and our team will check your numbers for free at <a href="mailto:info@example.com">our e-mail</a>.</p>',
  },
];
