import { describe, expect, it } from 'vitest';
import { readCheckoutDraft } from './checkout-draft';

const offered = { deliveryIds: ['surrey', 'pickup'], paymentMethods: ['cod', 'stripe'] };

describe('the checkout draft of a tab', () => {
  it('gives back what was typed: addresses, the same-address box, the note, an option and a method still offered', () => {
    const typed = {
      billing: {
        fullName: 'Priya Sandhu',
        phone: '604-555-0123',
        email: 'p@example.com',
        house: '13450 104 Ave',
        city: 'Surrey',
        state: 'BC',
        zipCode: 'V3T 1V8',
        country: 'CA',
      },
      shipping: { fullName: 'Priya Sandhu', house: '1 Main St' },
      sameAsBilling: false,
      note: 'Side door',
      shippingOptionId: 'pickup',
      paymentMethod: 'stripe',
    };
    const draft = readCheckoutDraft(JSON.stringify(typed), offered)!;
    expect(draft.billing).toEqual(typed.billing);
    // fields missing from the stored part are the empty form's
    expect(draft.shipping).toMatchObject({ fullName: 'Priya Sandhu', house: '1 Main St', city: '', state: 'BC', country: 'CA' });
    expect(draft).toMatchObject({ sameAsBilling: false, note: 'Side door', shippingOptionId: 'pickup', paymentMethod: 'stripe' });
  });

  it('leaves out what is no longer offered, of the wrong type, or not JSON at all', () => {
    const draft = readCheckoutDraft(
      JSON.stringify({
        billing: { fullName: 42, city: 'Surrey', evil: 'x' },
        shippingOptionId: 'gone',
        paymentMethod: 'paypal',
        sameAsBilling: 'yes',
      }),
      offered,
    )!;
    expect(draft.billing).toMatchObject({ fullName: '', city: 'Surrey' });
    expect(draft.billing).not.toHaveProperty('evil');
    expect(draft).not.toHaveProperty('shippingOptionId');
    expect(draft).not.toHaveProperty('paymentMethod');
    expect(draft).not.toHaveProperty('sameAsBilling');
    expect(readCheckoutDraft('{not json', offered)).toBeNull();
    expect(readCheckoutDraft('[1,2]', offered)).toBeNull();
    expect(readCheckoutDraft(null, offered)).toBeNull();
  });
});
