import { customerItemName } from '@/domain/orders/local-name';
import type { OrderDetailDto } from '@/server/orders/find-order';
import { MoreOfTheSame } from '../components/more-of-the-same';

/**
 * "Buy more of the same" for an order's lines of lot-tracked floors still on sale, so new boxes come from the same dye
 * lots (docs/requirements.md, "Locations and lots"); nothing for a cancelled order or one without lots.
 */
export function MoreOfTheSameFor({ order }: { order: OrderDetailDto }) {
  const lines = order.items.flatMap((i) =>
    i.productId && i.lots.some((l) => l.code)
      ? [
          {
            _id: i.productId,
            variantId: i.variantId ?? undefined,
            color: i.colorName ? { name: i.colorName } : undefined,
            attribute: i.attributeName ? { name: i.attributeName } : undefined,
            name: customerItemName(i),
            slug: i.slug,
            image: i.image ?? undefined,
            unit: i.unit,
            unitValue: Number(i.unitValue),
            price: Number(i.unitPrice),
            qty: i.quantity,
          },
        ]
      : [],
  );
  if (order.status === 'cancelled' || !lines.length) return null;
  return <MoreOfTheSame order={order.number} lines={lines} />;
}
