import 'server-only';
import { sql } from 'drizzle-orm';
import { availableQuantity, isInStock } from '@/domain/catalogue/stock';
import { products } from '@/server/db/schema';
import type { ProductCardDto } from './dto';

/** Columns of a product card, with the first image and the variant stock needed by the stock rule (docs/requirements.md, "Stock rule"). */
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  unit: products.unit,
  unitValue: products.unitValue,
  sellUnit: products.sellUnit,
  price: products.price,
  discount: products.discount,
  type: products.type,
  quantity: products.quantity,
  // fully qualified: drizzle leaves table names out of a one-table select, which would rebind "id" inside a subquery
  image: sql<string | null>`(select pi.url from product_images pi where pi.product_id = "products"."id" order by pi.position limit 1)`,
  variantQuantities: sql<
    number[] | null
  >`(case when "products"."type" = 'variable' then array(select v.quantity from variants v where v.product_id = "products"."id") end)`,
  brand: sql<string | null>`(select b.name from brands b where b.id = "products"."brand_id")`,
};

type CardRow = {
  id: string;
  name: string;
  slug: string;
  unit: string;
  unitValue: string;
  sellUnit: string;
  price: string;
  discount: string;
  type: 'simple' | 'variable';
  quantity: number;
  image: string | null;
  variantQuantities: (number | string)[] | null;
  brand: string | null;
};

export function toCard(r: CardRow): ProductCardDto {
  const stockInput = { type: r.type, quantity: r.quantity, variants: (r.variantQuantities ?? []).map((q) => ({ quantity: Number(q) })) };
  return {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    image: r.image,
    unit: r.unit,
    unitValue: Number(r.unitValue),
    sellUnit: r.sellUnit,
    price: Number(r.price),
    discount: Number(r.discount),
    type: r.type,
    inStock: isInStock(stockInput),
    stock: availableQuantity(stockInput),
    brand: r.brand,
  };
}
