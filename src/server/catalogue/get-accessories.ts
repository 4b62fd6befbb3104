import 'server-only';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { ContentTranslations } from '@/domain/content/translations';
import { accessoryIdsFor, takesAccessories } from '@/domain/catalogue/accessories';
import { availableQuantity } from '@/domain/catalogue/stock';
import { getDb, type DbOrTx } from '@/server/db';
import { categories, productAccessories, productImages, products, variants } from '@/server/db/schema';
import { getSettings } from '@/server/settings/get-settings';
import { cardColumns } from './product-columns';

/** One matching accessory as the product page lists it (docs/requirements.md, "Matching accessories"). */
export interface AccessoryDto {
  _id: string;
  name: string;
  slug: string;
  image: string | null;
  type: 'simple' | 'variable';
  /** what unitValue measures: `sq ft` (coverage of one unit), `ft` (length of one piece), or anything else */
  unit: string;
  unitValue: number;
  sellUnit: string;
  /** price and charged price of one unit; a variable accessory's lowest charged price, chosen on its own page */
  price: number;
  discount: number;
  /** most units that may be bought (0: out of stock, listed but not addable) */
  stock: number;
  /** the name in Bengali, Arabic and French, as read; the page keeps its language's (localizeAccessories) */
  translations?: ContentTranslations<'name'> | null;
  /** 'en': the name is the English one standing in for a missing translation */
  lang?: 'en';
}

/**
 * The published accessories a floor product's page lists, in order: the product's own, else its category's default
 * list from settings. Empty for a product that is not a floor (docs/requirements.md, "Matching accessories").
 */
export async function getProductAccessories(productId: string, db?: DbOrTx): Promise<AccessoryDto[]> {
  db ??= await getDb();
  return accessoriesByIds(await productAccessoryIds(productId, db), db);
}

/** The ids of the accessories a product's page lists, in order (the product's own list, else its category's). */
export async function productAccessoryIds(productId: string, db?: DbOrTx): Promise<string[]> {
  db ??= await getDb();
  const [p] = await db
    .select({ unit: products.unit, unitValue: products.unitValue, categoryId: products.categoryId, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!p || !takesAccessories({ unit: p.unit, unitValue: Number(p.unitValue), categorySlug: p.categorySlug })) return [];
  const own = await db
    .select({ id: productAccessories.accessoryId })
    .from(productAccessories)
    .where(eq(productAccessories.productId, productId))
    .orderBy(asc(productAccessories.position));
  return accessoryIdsFor(
    own.map((o) => o.id),
    p.categoryId,
    own.length ? [] : (await getSettings(db)).accessories.byCategory,
  ).filter((id) => id !== productId);
}

/** The published accessories among `ids`, as the product page lists them, in that order. */
export async function accessoriesByIds(ids: string[], db?: DbOrTx): Promise<AccessoryDto[]> {
  if (!ids.length) return [];
  db ??= await getDb();
  const [rows, images, vars] = await Promise.all([
    db
      .select({ ...getTableColumns(products), names: cardColumns.translations })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.published, true))),
    db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    db
      .select({ productId: variants.productId, discount: variants.discount, price: variants.price, quantity: variants.quantity })
      .from(variants)
      .where(inArray(variants.productId, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id): AccessoryDto[] => {
    const a = byId.get(id);
    if (!a) return [];
    const own = vars.filter((v) => v.productId === id);
    const cheapest = a.type === 'variable' ? [...own].sort((x, y) => Number(x.discount) - Number(y.discount))[0] : undefined;
    return [
      {
        _id: a.id,
        name: a.name,
        slug: a.slug,
        image: images.find((i) => i.productId === id)?.url ?? null,
        type: a.type,
        unit: a.unit,
        unitValue: Number(a.unitValue),
        sellUnit: a.sellUnit,
        price: Number(cheapest?.price ?? a.price),
        discount: Number(cheapest?.discount ?? a.discount),
        stock: availableQuantity({ type: a.type, quantity: a.quantity, variants: own }),
        translations: a.names,
      },
    ];
  });
}
