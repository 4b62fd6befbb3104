'use client';

import { cartLineUid } from '@/domain/cart/cart';
import { useCart } from '@/components/cart/cart-provider';
import { AccessoriesIsland } from '@/features/catalogue/components/accessories/accessories-island';
import type { AccessoryDto } from '@/server/catalogue/get-accessories';

/**
 * Joins the matching accessories to the cart: "Add all to cart" puts each checked accessory in with the quantity the
 * room needs, at the price the page shows (the server prices the order again at checkout).
 */
export function AccessoriesPurchase({
  accessories,
  currency,
  children,
}: {
  accessories: AccessoryDto[];
  currency: string;
  children: React.ReactNode;
}) {
  const { dispatch } = useCart();
  return (
    <AccessoriesIsland
      accessories={accessories}
      currency={currency}
      onAddAll={(picks) => {
        for (const { accessory: a, qty } of picks) {
          const item = {
            _id: a._id,
            name: a.name,
            slug: a.slug,
            image: a.image ?? undefined,
            unit: a.unit,
            unitValue: a.unitValue,
            price: a.discount,
            stock: a.stock,
          };
          dispatch({ type: 'add', item: { ...item, uid: cartLineUid(item), qty } });
        }
      }}
    >
      {children}
    </AccessoriesIsland>
  );
}
