import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CartQuote, QuoteLine } from '@/server/orders/quote-cart';
import { renderWithMessages } from '../../../../tests/support/render';
import { CheckoutSummary } from './checkout-summary';

const line = (over: Partial<QuoteLine>): QuoteLine => ({
  productId: 'p-tile',
  name: 'Travertino Carving 24x24 Porcelain',
  slug: 'travertino-carving-24x24-porcelain',
  image: null,
  unit: 'sq ft',
  unitValue: 15.5,
  sellUnit: 'box',
  colorName: null,
  attributeName: null,
  unitPrice: 50,
  regularPrice: 50,
  qty: 6,
  stock: 14,
  largestLot: 8,
  atPickup: 5,
  available: true,
  lineTotal: 300,
  sample: false,
  installation: false,
  installPrice: null,
  ...over,
});

const quote = (pickup: boolean, lines: QuoteLine[]): CartQuote =>
  ({
    lines,
    coupon: null,
    couponError: null,
    delivery: { id: 'd', type: pickup ? 'Showroom pickup' : 'Local delivery', area: '', cost: 0, pickup },
    deliveryFees: {},
    totals: { subtotal: 300, discount: 0, shipping: 0, taxes: [], taxTotal: 0, total: 300 },
    taxRegion: { country: 'CA', state: 'BC', estimate: false },
    currency: { name: 'CAD', symbol: '$' },
    tooManySamples: false,
    sampleDelivery: 0,
    installationRate: 0,
    pickupTransferDays: 3,
  }) as unknown as CartQuote;

const render = (q: CartQuote) =>
  renderWithMessages(
    <CheckoutSummary quote={q} loading={false} money={(n) => `$${n}`} totalMoney={(n) => `$${n}`} formError={null} submitting={false} />,
  );

// docs/requirements.md, "Pickup and the showroom"
describe('the checkout summary of a pickup', () => {
  it('says under each line the pickup points do not hold in full that its boxes come from the warehouse', async () => {
    await render(quote(true, [line({}), line({ productId: 'p-other', qty: 2 })]));
    const said = screen.getAllByTestId('summary-pickup-transfer');
    expect(said.map((s) => s.textContent)).toEqual(['Ready for pickup in about 3 days: the boxes come from our warehouse']);
  });

  it('says nothing for a delivery', async () => {
    await render(quote(false, [line({})]));
    expect(screen.queryByTestId('summary-pickup-transfer')).toBeNull();
  });

  it('names what else is sold by the unit', async () => {
    await render(quote(true, [line({ sellUnit: 'roll' })]));
    expect(screen.getByTestId('summary-pickup-transfer').textContent).toBe('Ready for pickup in about 3 days: it comes from our warehouse');
  });

  it('says nothing for a sample or when the shop has no pickup point', async () => {
    await render(quote(true, [line({ sample: true, qty: 1, atPickup: 0 }), line({ atPickup: null })]));
    expect(screen.queryByTestId('summary-pickup-transfer')).toBeNull();
  });
});
