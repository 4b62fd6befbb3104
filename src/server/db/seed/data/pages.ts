import 'server-only';
import type { FaqContent, HomeContent, RichPageContent } from '@/domain/content/pages';
import { contentImageUrl } from './images';
import type { SeedImageSpec } from './types';

/** Generated pictures used by the seeded content (hero slides and banners). */
export const CONTENT_IMAGES: Record<string, SeedImageSpec> = {
  'hero-oak': { kind: 'wood', base: '#c19a6b', accent: '#8a6841', seed: 9001, view: 'room' },
  'hero-vinyl': { kind: 'vinyl', base: '#9a8f84', accent: '#655b52', seed: 9002, view: 'room' },
  'hero-marble': { kind: 'marble', base: '#efebe5', accent: '#9a9187', seed: 9003, view: 'room' },
  'banner-herringbone': { kind: 'herringbone', base: '#b48b60', accent: '#7b5a38', seed: 9004, view: 'room' },
  'banner-laminate': { kind: 'laminate', base: '#a98058', accent: '#6e4d2e', seed: 9005, view: 'room' },
};

export const HOME_CONTENT: HomeContent = {
  hero: [
    {
      image: contentImageUrl('hero-oak'),
      heading: 'Engineered white oak, wide and calm',
      text: 'Real oak wear layers in 7" to 9" planks, finished in Surrey-ready matte tones.',
      link: '/shop/engineered-wood',
      linkLabel: 'Shop engineered wood',
    },
    {
      image: contentImageUrl('hero-vinyl'),
      heading: 'Waterproof vinyl plank for every room',
      text: 'Rigid SPC cores with attached underlay: kitchens, basements and rentals done in a weekend.',
      link: '/shop/vinyl-plank',
      linkLabel: 'Shop vinyl plank',
    },
    {
      image: contentImageUrl('hero-marble'),
      heading: 'Porcelain that looks like marble',
      text: 'Large-format gloss and matt tiles, cut and delivered across the Lower Mainland.',
      link: '/shop/tiles',
      linkLabel: 'Shop porcelain tiles',
    },
  ],
  banners: [
    {
      image: contentImageUrl('banner-herringbone'),
      heading: 'Herringbone is back',
      text: 'American oak herringbone in three tones.',
      link: '/shop/engineered-wood/american-oak-herringbone',
    },
    {
      image: contentImageUrl('banner-laminate'),
      heading: '72-hour waterproof laminate',
      text: 'The warmth of wood with spill protection.',
      link: '/shop/laminate/123-mm-72-hours-water-proof',
    },
  ],
  featuredCategorySlugs: ['laminate', 'vinyl-plank', 'engineered-wood', 'tiles', 'accessories'],
  featuredProductSlugs: [],
};

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

export const RICH_PAGES: Record<'about' | 'privacy' | 'terms' | 'return', { title: string; content: RichPageContent }> = {
  about: {
    title: 'About us',
    content: {
      html:
        '<h2>Flooring people in Surrey since 2009</h2>' +
        p(
          'We are a family-run flooring showroom in Surrey, British Columbia. We stock laminate, waterproof vinyl plank, engineered hardwood, porcelain tiles and everything needed to install them.',
          'Visit the showroom Monday to Saturday from 9:00 to 17:30 to see full-size boards, take samples home and get a free estimate.',
        ),
    },
  },
  privacy: {
    title: 'Privacy policy',
    content: {
      html:
        '<h2>What we collect</h2>' +
        p('We collect the details you give us when you order, create an account, subscribe or contact us: name, e-mail, phone and addresses.') +
        '<h2>How we use it</h2>' +
        p('Only to process your orders, deliver them, answer you and, if you subscribed, send our newsletter. We never sell your data.') +
        '<h2>Cookies</h2>' +
        p('We use cookies that keep you signed in, remember your language and your cookie choice. Your cart is kept in your own browser.') +
        '<h2>Your rights</h2>' +
        p('You may ask for a copy of your data, its correction or deletion at any time by e-mail.'),
    },
  },
  terms: {
    title: 'Terms and conditions',
    content: {
      html:
        '<h2>Orders</h2>' +
        p('Prices are in the currency shown and include the discounts displayed. An order is confirmed once we accept it by e-mail or phone.') +
        '<h2>Delivery</h2>' +
        p('We deliver in the areas listed at checkout. Someone must be present to receive heavy flooring deliveries.') +
        '<h2>Installation</h2>' +
        p("Follow the manufacturer's installation guide; acclimatise wood and laminate for 48 hours before installing."),
    },
  },
  return: {
    title: 'Return policy',
    content: {
      html:
        '<h2>30-day returns</h2>' +
        p('Unopened boxes in resaleable condition can be returned within 30 days with the receipt. A 15% restocking fee applies to special orders.') +
        '<h2>Damaged goods</h2>' +
        p('Report damaged or wrong items within 48 hours of delivery and we will replace them at no cost.'),
    },
  },
};

export const FAQ_CONTENT: { title: string; content: FaqContent } = {
  title: 'Frequently asked questions',
  content: {
    items: [
      {
        question: 'How many boxes do I need?',
        answer: 'Measure the room in square feet, add 10% for cuts and waste (15% for herringbone or diagonal layouts), then divide by the coverage per box shown on the product page. Our calculator does this for you.',
      },
      { question: 'Do you deliver?', answer: 'Yes, across Surrey, Delta, Langley and Greater Vancouver. The cost for your area is shown at checkout.' },
      { question: 'Can I pay on delivery?', answer: 'Yes. Cash on delivery is available for every order; card payments are taken on a secure hosted page when enabled.' },
      { question: 'Is laminate waterproof?', answer: 'Standard laminate resists spills for a short time. Our 72-hour water-resistant laminate and all vinyl plank are suitable for kitchens and bathrooms.' },
      { question: 'Can I get samples?', answer: 'Visit the showroom Monday to Saturday, 9:00 to 17:30, to take samples home free of charge.' },
    ],
  },
};
