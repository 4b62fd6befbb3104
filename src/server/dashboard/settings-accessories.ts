import 'server-only';
import { and, asc, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ACCESSORIES_CATEGORY_SLUG } from '@/domain/catalogue/accessories';
import { accessoriesSettingsSchema } from '@/domain/settings/settings-forms';
import type { Settings } from '@/domain/settings/settings';
import { ActionError, defineAction } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import * as t from '@/server/db/schema';
import { getSettings } from '@/server/settings/get-settings';
import { updateSettingsDocument } from '@/server/settings/private-settings';
import { revalidateSettings } from '@/server/settings/revalidate-settings';
import { findProductChoices, orderProductSearchSchema, productChoicesOf, type ProductChoice } from './orders/order-products';

/*
 * Settings › Accessories (docs/requirements.md, "Matching accessories"): each floor category's default accessories,
 * listed on its products that name none of their own. The rule is part of the settings document, so a save clears
 * the settings tag, which the product pages' accessory read carries (src/server/catalogue/cached-reads.ts).
 */

const VIEW = { area: 'settings', action: 'view' } as const;
const EDIT = { area: 'settings', action: 'edit' } as const;

export interface AccessoriesSettingsView {
  /** the floor categories (every category but accessories), in menu order */
  categories: { id: string; name: string }[];
  byCategory: Settings['accessories']['byCategory'];
  /** the products the rule names, for their names */
  products: ProductChoice[];
}

/** The floor categories (of `ids`, when given), in menu order. */
const floorCategories = (tx: DbOrTx, ids?: string[]) =>
  tx
    .select({ id: t.categories.id, name: t.categories.name })
    .from(t.categories)
    .where(and(ne(t.categories.slug, ACCESSORIES_CATEGORY_SLUG), ids ? inArray(t.categories.id, ids) : undefined))
    .orderBy(asc(t.categories.position), asc(t.categories.name));

/** `settings.accessories`: the floor categories, the stored rule and the names of the products it names. */
const getAccessoriesSettings = defineAction(
  'settings.accessories',
  z.object({}),
  VIEW,
  async (_input, { tx }): Promise<AccessoriesSettingsView> => {
    const [categories, settings] = await Promise.all([floorCategories(tx), getSettings(tx)]);
    const byCategory = settings.accessories.byCategory;
    const products = await productChoicesOf(tx, [...new Set(byCategory.flatMap((c) => c.productIds))]);
    return { categories, byCategory, products };
  },
);

/** `settings.findProducts`: the accessories page's product search (the same search as every dashboard product picker). */
const findSettingsProducts = defineAction(
  'settings.findProducts',
  orderProductSearchSchema,
  VIEW,
  async ({ q }, { tx }) => findProductChoices(tx, q),
  { audit: false },
);

/** `settings.updateAccessories`: saves the rule; a category that is not a floor category or a product that does not exist is refused. */
const updateAccessories = defineAction(
  'settings.updateAccessories',
  accessoriesSettingsSchema,
  EDIT,
  async (input, { tx, audit }) => {
    const categoryIds = input.byCategory.map((c) => c.categoryId);
    const productIds = [...new Set(input.byCategory.flatMap((c) => c.productIds))];
    const [cats, prods] = await Promise.all([
      categoryIds.length ? floorCategories(tx, categoryIds) : [],
      productIds.length ? tx.select({ id: t.products.id }).from(t.products).where(inArray(t.products.id, productIds)) : [],
    ]);
    const knownCats = new Set(cats.map((c) => c.id));
    const knownProducts = new Set(prods.map((p) => p.id));
    const fieldErrors: Record<string, string> = {};
    input.byCategory.forEach((c, i) => {
      if (!knownCats.has(c.categoryId) || c.productIds.some((id) => !knownProducts.has(id))) fieldErrors[`byCategory.${i}`] = 'invalid';
    });
    if (Object.keys(fieldErrors).length) throw new ActionError(400, 'invalid', undefined, fieldErrors);
    const { before, after } = await updateSettingsDocument(tx, { accessories: input });
    await audit({ entity: 'settings', entityId: '1', before: before.accessories, after: after.accessories });
    return { saved: true as const };
  },
  { after: revalidateSettings },
);

export const settingsAccessoryActions = { getAccessoriesSettings, findSettingsProducts, updateAccessories };
