import { describe, expect, it } from 'vitest';
import {
  purchaseOf,
  type PurchaseLine,
  keptPhotos,
  ratingAggregate,
  ratingSummary,
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  reviewEligibility,
  reviewerName,
  reviewInputSchema,
  reviewListSchema,
  reviewReplySchema,
} from './reviews';

const PRODUCT = '6f1c1f7e-1b2a-4c3d-8e9f-0a1b2c3d4e5f';

describe('rating summary and stored aggregate', () => {
  it('is empty without published reviews', () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(ratingAggregate([])).toEqual({ average: '0.00', count: 0 });
  });

  it('counts each star value from 5 down to 1 and averages them', () => {
    const counts = [
      { rating: 5, n: 3 },
      { rating: 4, n: 1 },
      { rating: 2, n: 1 },
    ];
    expect(ratingSummary(counts)).toEqual({ average: 4.2, count: 5, distribution: [3, 1, 0, 1, 0] });
    expect(ratingAggregate(counts)).toEqual({ average: '4.20', count: 5 });
  });

  it('keeps two decimals in the stored average (what Top rated sorts by) and one on the page', () => {
    const counts = [
      { rating: 5, n: 2 },
      { rating: 4, n: 1 },
    ];
    expect(ratingAggregate(counts).average).toBe('4.67');
    expect(ratingSummary(counts).average).toBe(4.7);
  });

  it('ignores values outside 1..5 and empty groups', () => {
    expect(
      ratingSummary([
        { rating: 0, n: 4 },
        { rating: 6, n: 1 },
        { rating: 2.5, n: 1 },
        { rating: 3, n: 0 },
        { rating: 2, n: 2 },
      ]),
    ).toEqual({
      average: 2,
      count: 2,
      distribution: [0, 0, 0, 2, 0],
    });
  });
});

describe('who may review', () => {
  const line = (status: string, paymentStatus = 'unpaid', over: Partial<PurchaseLine> = {}): PurchaseLine => ({
    status,
    paymentStatus,
    sample: false,
    installation: false,
    ...over,
  });
  const asCustomer = (...purchases: PurchaseLine[]) => reviewEligibility({ signedIn: true, isCustomer: true, purchases });

  it('needs a signed-in customer', () => {
    expect(reviewEligibility({ signedIn: false, isCustomer: false, purchases: [] })).toBe('signedOut');
    expect(reviewEligibility({ signedIn: true, isCustomer: false, purchases: [line('delivered', 'paid')] })).toBe('notCustomer');
    expect(asCustomer()).toBe('notPurchased');
  });

  it('a verified buyer has boxes paid for or delivered, in an order that was not cancelled, refunded or paid back', () => {
    for (const s of ['pending', 'confirmed', 'processing', 'shipped', 'delivered']) {
      expect(asCustomer(line(s, 'paid')), s).toBe('eligible');
      expect(asCustomer(line('cancelled'), line(s, 'partially_refunded')), s).toBe('eligible');
    }
    expect(asCustomer(line('delivered', 'unpaid'))).toBe('eligible');
    expect(asCustomer(line('cancelled', 'paid'), line('refunded', 'paid'))).toBe('notPurchased');
    expect(asCustomer(line('delivered', 'refunded'))).toBe('notPurchased');
  });

  it('an order nobody paid for yet waits; a sample or an installation buys nothing', () => {
    for (const s of ['pending', 'confirmed', 'processing', 'shipped']) expect(asCustomer(line(s, 'unpaid')), s).toBe('awaitingPurchase');
    expect(asCustomer(line('pending', 'failed'), line('shipped', 'pending'))).toBe('awaitingPurchase');
    expect(asCustomer(line('delivered', 'paid', { sample: true }))).toBe('notPurchased');
    expect(asCustomer(line('delivered', 'paid', { installation: true }))).toBe('notPurchased');
    expect(asCustomer(line('pending', 'unpaid', { sample: true }), line('delivered', 'paid'))).toBe('eligible');
  });

  it('knows no other statuses', () => {
    expect(purchaseOf([line('lost', 'paid'), line('unknown', 'unknown')])).toBe('none');
  });
});

describe('review input', () => {
  const valid = { productId: PRODUCT, rating: '4', title: '  Good  ', body: '  Lays flat and looks great.  ' };

  it('trims the texts and reads the rating from a form field', () => {
    expect(reviewInputSchema.parse(valid)).toEqual({
      productId: PRODUCT,
      rating: 4,
      title: 'Good',
      body: 'Lays flat and looks great.',
      keepPhotos: [],
    });
  });

  it('refuses a missing or out-of-range rating, a short or long text and a long title, with message keys', () => {
    const errors = (input: object) =>
      reviewInputSchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(errors({ rating: null })).toEqual(['rating:ratingRequired']);
    expect(errors({ rating: '0' })).toEqual(['rating:ratingRequired']);
    expect(errors({ rating: '6' })).toEqual(['rating:ratingRequired']);
    expect(errors({ rating: '4.5' })).toEqual(['rating:ratingRequired']);
    expect(errors({ body: '   too short  ' })).toEqual(['body:bodyTooShort']);
    expect(errors({ body: 'x'.repeat(REVIEW_BODY_MAX + 1) })).toEqual(['body:bodyTooLong']);
    expect(errors({ title: 'x'.repeat(REVIEW_TITLE_MAX + 1) })).toEqual(['title:tooLong']);
    expect(errors({ productId: 'nope' })).toEqual(['productId:invalid']);
  });

  it('keeps only stored pictures, at most three', () => {
    expect(reviewInputSchema.safeParse({ ...valid, keepPhotos: ['https://evil.example/x.webp'] }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, keepPhotos: ['/uploads/../../etc/passwd.webp'] }).success).toBe(false);
    const four = ['a', 'b', 'c', 'd'].map((x) => `/uploads/2026/11/${x}.webp`);
    expect(reviewInputSchema.safeParse({ ...valid, keepPhotos: four }).error?.issues[0].message).toBe('tooManyPhotos');
    expect(keptPhotos(['/uploads/a.webp', '/uploads/b.webp'], ['/uploads/b.webp', '/uploads/other.webp', '/uploads/b.webp'])).toEqual([
      '/uploads/b.webp',
    ]);
  });

  it('strips bidi controls from the title, text and reply, and counts the length without them', () => {
    const parsed = reviewInputSchema.parse({ ...valid, title: '\u202eGood\u202c', body: '\u2067 Lays flat\u200f and looks great. \u2069' });
    expect(parsed).toMatchObject({ title: 'Good', body: 'Lays flat and looks great.' });
    expect(reviewInputSchema.safeParse({ ...valid, body: `short${'\u202e'.repeat(20)}` }).error?.issues[0].message).toBe('bodyTooShort');
    expect(reviewReplySchema.parse({ id: PRODUCT, reply: 'Thanks\u202e!' }).reply).toBe('Thanks!');
  });

  it('limits the reply and reads the list status with a fallback to the queue', () => {
    expect(reviewReplySchema.safeParse({ id: PRODUCT, reply: 'x'.repeat(1001) }).success).toBe(false);
    expect(reviewReplySchema.parse({ id: PRODUCT })).toEqual({ id: PRODUCT, reply: '' });
    expect(reviewListSchema.parse({ status: 'hidden' }).status).toBe('hidden');
    expect(reviewListSchema.parse({ status: 'bogus' }).status).toBe('new');
  });
});

describe('reviewer name', () => {
  it('shows the first name and the initial of the last', () => {
    expect(reviewerName('Mei Chen')).toBe('Mei C.');
    expect(reviewerName('  Omar   ibn Haddad ')).toBe('Omar H.');
    expect(reviewerName('Cher')).toBe('Cher');
    expect(reviewerName('')).toBe('');
    expect(reviewerName('আনিকা রহমান')).toBe('আনিকা র.');
  });
});
