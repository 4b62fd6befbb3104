'use client';

import { cartLineUid } from '@/domain/cart/cart';
import { useCart } from '@/components/cart/cart-provider';
import { sampleRefusal } from '@/domain/cart/samples';
import { unitsAdded } from '@/domain/cart/cart';
import { ProductOverview, type CartLine } from '@/features/catalogue/components/product-overview';
import type { ProductDetailDto } from '@/server/catalogue/get-product';

/** What the cart keeps of a line from the product page, before its price and kind. */
const cartItemOf = (line: CartLine) => ({
  _id: line.productId,
  variantId: line.variantId,
  color: line.color,
  attribute: line.attribute,
  name: line.name,
  slug: line.slug,
  image: line.image,
  unit: line.unit,
  unitValue: line.unitValue,
});

/** Joins the catalogue's product overview to the cart: its add-to-cart (and the boxes calculator) dispatch here. */
export function ProductPurchase({
  product,
  currency,
  actions,
  belowCalculator,
  pickupTransferDays,
}: {
  product: ProductDetailDto;
  currency: string;
  pickupTransferDays: number;
  actions: React.ReactNode;
  /** what the page shows under the calculator (the matching accessories) */
  belowCalculator?: React.ReactNode;
}) {
  const { cart, dispatch } = useCart();
  return (
    <ProductOverview
      product={product}
      currency={currency}
      actions={actions}
      belowCalculator={belowCalculator}
      pickupTransferDays={pickupTransferDays}
      onAdd={(line, qty) => {
        const base = { ...cartItemOf(line), price: line.price, stock: line.stock, largestLot: line.largestLot };
        const item = { ...base, uid: cartLineUid(base), qty };
        // the units the cart takes (fewer, or none, at the line's limit), so the page says what happened
        const took = unitsAdded(cart, item);
        dispatch({ type: 'add', item });
        return took;
      }}
      onSample={(line) => {
        // one sample per variant, at most MAX_SAMPLES (docs/requirements.md, "Free samples"); the reducer holds the same rule
        const refused = sampleRefusal(
          cart.items.map((i) => ({ productId: i._id, variantId: i.variantId, sample: i.sample })),
          line,
        );
        if (refused) return refused;
        const item = { ...cartItemOf(line), price: 0, sample: true };
        dispatch({ type: 'add', item: { ...item, uid: cartLineUid(item), qty: 1 } });
        return 'added';
      }}
    />
  );
}
