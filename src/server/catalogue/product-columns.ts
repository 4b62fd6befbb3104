import 'server-only';
import { sql } from 'drizzle-orm';
import { availableQuantity, isInStock } from '@/domain/catalogue/stock';
import { cardPrice, type PricedVariant } from '@/domain/catalogue/variants';
import { products } from '@/server/db/schema';
import type { ContentTranslations } from '@/domain/content/translations';
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
  // the variants in the product page's order (colour name, option values, id): the card prices the one the page opens with
  variants: sql<
    PricedVariant[] | null
  >`(case when "products"."type" = 'variable' then (select json_agg(json_build_object('price', v.price, 'discount', v.discount, 'quantity', v.quantity) order by c.name, av.position, av2.position, av3.position, v.id) from variants v left join colors c on c.id = v.color_id left join attribute_values av on av.id = v.attribute_value_id left join attribute_values av2 on av2.id = v.attribute_value2_id left join attribute_values av3 on av3.id = v.attribute_value3_id where v.product_id = "products"."id") end)`,
  brand: sql<string | null>`(select b.name from brands b where b.id = "products"."brand_id")`,
  // the brand's name in Bengali, Arabic and French (null without any)
  brandTranslations: sql<ContentTranslations<'name'> | null>`(select nullif(b.translations, '{}'::jsonb) from brands b where b.id = "products"."brand_id")`,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  // the translated names only (a card shows no description): {bn: {name}, ...}, null without any
  translations: sql<ContentTranslations<'name'> | null>`(select jsonb_object_agg(tr.key, jsonb_build_object('name', tr.value -> 'name')) from jsonb_each("products"."translations") tr where tr.value ? 'name')`,
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
  variants: VariantPriceRow[] | null;
  brand: string | null;
  brandTranslations: ContentTranslations<'name'> | null;
  ratingAverage: string;
  ratingCount: number;
  translations: ContentTranslations<'name'> | null;
};

type VariantPriceRow = { price: number | string; discount: number | string; quantity: number | string };

/** The price a card or a search answer shows: a variable product's is its opening variant's (docs/requirements.md, "Variants"). */
function shownPrice(r: { type: 'simple' | 'variable'; price: string; discount: string; variants: VariantPriceRow[] | null }): {
  price: number;
  discount: number;
  fromPrice: boolean;
  variants: PricedVariant[];
} {
  const variants: PricedVariant[] = (r.variants ?? []).map((v) => ({
    price: Number(v.price),
    discount: Number(v.discount),
    quantity: Number(v.quantity),
  }));
  const variantPrice = r.type === 'variable' ? cardPrice(variants) : null;
  return {
    price: variantPrice?.price ?? Number(r.price),
    discount: variantPrice?.discount ?? Number(r.discount),
    fromPrice: variantPrice?.from ?? false,
    variants,
  };
}

export function toCard(r: CardRow): ProductCardDto {
  const { price, discount, fromPrice, variants } = shownPrice(r);
  const stockInput = { type: r.type, quantity: r.quantity, variants };
  return {
    _id: r.id,
    name: r.name,
    slug: r.slug,
    image: r.image,
    unit: r.unit,
    unitValue: Number(r.unitValue),
    sellUnit: r.sellUnit,
    price,
    discount,
    fromPrice,
    type: r.type,
    inStock: isInStock(stockInput),
    stock: availableQuantity(stockInput),
    brand: r.brand,
    ...(r.brandTranslations ? { brandTranslations: r.brandTranslations } : {}),
    translations: r.translations,
    rating: r.ratingCount > 0 ? { average: Number(r.ratingAverage), count: r.ratingCount } : null,
  };
}
