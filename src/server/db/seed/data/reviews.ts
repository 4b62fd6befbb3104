/** Published reviews of a few seeded products, so a new shop shows the feature (docs/requirements.md, "Product reviews"). */
export interface SeedReview {
  product: string;
  authorName: string;
  rating: number;
  title: string;
  body: string;
  daysAgo: number;
  reply?: string;
}

export const SEED_REVIEWS: SeedReview[] = [
  {
    product: 'kitsilano-oak-123-mm-laminate',
    authorName: 'Priya S.',
    rating: 5,
    title: 'Looks like real oak',
    body: 'We put this in our living room and hallway. The click system is forgiving and the texture follows the grain, so visitors ask if it is hardwood.',
    daysAgo: 40,
    reply: 'Thank you, Priya! Enjoy your new floors.',
  },
  {
    product: 'kitsilano-oak-123-mm-laminate',
    authorName: 'Daniel M.',
    rating: 4,
    title: 'Solid and quiet',
    body: 'Thick planks that feel solid underfoot. One box had a chipped corner, but there was plenty of overage for the closets.',
    daysAgo: 22,
  },
  {
    product: 'kitsilano-oak-123-mm-laminate',
    authorName: 'Harjit G.',
    rating: 5,
    title: '',
    body: 'Third floor we have bought here. Delivery was on time and the colour matched the sample exactly.',
    daysAgo: 9,
  },
  {
    product: 'kerrisdale-hickory-123-mm-hand-scraped-laminate',
    authorName: 'Amélie T.',
    rating: 4,
    title: 'Beautiful hand-scraped look',
    body: 'The colour variation between planks is lovely. Take time to mix boxes while laying it, some planks are much darker than others.',
    daysAgo: 31,
  },
  {
    product: 'kerrisdale-hickory-123-mm-hand-scraped-laminate',
    authorName: 'Kevin L.',
    rating: 3,
    title: 'Nice, but shows dust',
    body: 'Looks great when clean, but the grooves hold dust and dog hair. A good vacuum with a floor brush is a must.',
    daysAgo: 14,
    reply: 'Thanks for the tip, Kevin. A microfibre mop also works well on textured laminate.',
  },
  {
    product: 'pearl-white-12x24-gloss-porcelain',
    authorName: 'Fatima R.',
    rating: 5,
    title: 'Bright bathroom',
    body: 'Made our small bathroom feel twice the size. The edges are rectified, so we used 1/16 inch joints and they came out perfectly straight.',
    daysAgo: 27,
  },
  {
    product: 'pearl-white-12x24-gloss-porcelain',
    authorName: 'Tom W.',
    rating: 4,
    title: 'Slippery when wet',
    body: 'Gorgeous shine on the walls. I would not use it on a shower floor though, it gets slippery with water on it.',
    daysAgo: 6,
  },
  {
    product: 'cemento-matt-porcelain',
    authorName: 'Rashed K.',
    rating: 5,
    title: 'Great industrial look',
    body: 'Exactly the concrete look we wanted for the basement, without the cold feel of real concrete. Easy to cut with a wet saw.',
    daysAgo: 18,
  },
];
