import type { CheckoutFormValues } from '@/domain/orders/checkout-schema';
import { EMPTY_CHECKOUT_ADDRESS } from '@/domain/orders/checkout-prefill';

/**
 * The checkout form as typed in this tab, kept in sessionStorage so that a refresh does not empty it
 * (docs/requirements.md, "Checkout form"): it lives as long as the tab and goes with a placed order. Read back, only
 * known fields of the right type are taken, and a delivery option or payment method the shop no longer offers is
 * left out.
 */
export const CHECKOUT_DRAFT_KEY = 'CHECKOUT_DRAFT';

const ADDRESS_KEYS = Object.keys(EMPTY_CHECKOUT_ADDRESS) as (keyof typeof EMPTY_CHECKOUT_ADDRESS)[];
const TEXT_MAX = 1000;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function addressOf(v: unknown): CheckoutFormValues['billing'] | undefined {
  if (!isRecord(v)) return undefined;
  const out = { ...EMPTY_CHECKOUT_ADDRESS };
  for (const k of ADDRESS_KEYS) if (typeof v[k] === 'string') out[k] = (v[k] as string).slice(0, TEXT_MAX);
  return out;
}

export function readCheckoutDraft(
  raw: string | null,
  offered: { deliveryIds: string[]; paymentMethods: string[] },
): Partial<CheckoutFormValues> | null {
  if (!raw) return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  const draft: Partial<CheckoutFormValues> = {};
  const billing = addressOf(v.billing);
  const shipping = addressOf(v.shipping);
  if (billing) draft.billing = billing;
  if (shipping) draft.shipping = shipping;
  if (typeof v.sameAsBilling === 'boolean') draft.sameAsBilling = v.sameAsBilling;
  if (typeof v.note === 'string') draft.note = v.note.slice(0, TEXT_MAX);
  if (typeof v.shippingOptionId === 'string' && offered.deliveryIds.includes(v.shippingOptionId))
    draft.shippingOptionId = v.shippingOptionId;
  if (typeof v.paymentMethod === 'string' && offered.paymentMethods.includes(v.paymentMethod))
    draft.paymentMethod = v.paymentMethod as CheckoutFormValues['paymentMethod'];
  return draft;
}
