import 'server-only';
import { and, asc, eq, inArray, ne, type AnyColumn } from 'drizzle-orm';
import type { ProductFormValues } from '@/domain/catalogue/product-form';
import { ActionError } from '@/server/action';
import type { DbOrTx } from '@/server/db';
import { optionColumns, optionIdsOf, optionSlots, valueColumns, valueIdsOf } from '@/server/catalogue/option-columns';
import { variantKey } from '@/domain/catalogue/product-form';
import {
  attributes,
  attributeValues,
  productAccessories,
  productColors,
  productImages,
  products,
  skuCodes,
  subcategories,
  variants,
} from '@/server/db/schema';
import { formSkus, repeatedSkus } from '@/domain/catalogue/sku';
import { sanitizeRichText, sanitizeTranslations } from '@/server/content/sanitize-html';
import type { ContentTranslations } from '@/domain/content/translations';
import type { ProductText } from '@/server/db/schema/catalogue';
import { specificationsToStore, type SpecificationRow } from '@/domain/catalogue/specifications';

/** A stored product as the dashboard form edits it (also the before/after of its audit rows). */
export interface ProductRecord extends ProductFormValues {
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** Reads one product with its images, colours and variants in the form's shape; null when it does not exist. */
export async function readProductRecord(db: DbOrTx, id: string): Promise<ProductRecord | null> {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) return null;
  const [images, colours, vars, accessories] = await Promise.all([
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(asc(productImages.position)),
    db.select({ colorId: productColors.colorId }).from(productColors).where(eq(productColors.productId, id)),
    db.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.createdAt), asc(variants.id)),
    db
      .select({ accessoryId: productAccessories.accessoryId })
      .from(productAccessories)
      .where(eq(productAccessories.productId, id))
      .orderBy(asc(productAccessories.position)),
  ]);
  return recordOf(p, images, colours, vars, accessories);
}

/**
 * Every product in the form's shape (by name), or those of `ids`, in five queries whatever their number (the
 * catalogue export and import; the CSV has no accessories column, so an import keeps the stored ones).
 */
export async function readProductRecords(db: DbOrTx, ids?: readonly string[]): Promise<ProductRecord[]> {
  if (ids && ids.length === 0) return [];
  const of = (column: AnyColumn) => (ids ? inArray(column, [...ids]) : undefined);
  const [rows, images, colours, vars, accessories] = await Promise.all([
    db.select().from(products).where(of(products.id)).orderBy(asc(products.name), asc(products.id)),
    db.select().from(productImages).where(of(productImages.productId)).orderBy(asc(productImages.position)),
    db
      .select({ productId: productColors.productId, colorId: productColors.colorId })
      .from(productColors)
      .where(of(productColors.productId)),
    db.select().from(variants).where(of(variants.productId)).orderBy(asc(variants.createdAt), asc(variants.id)),
    db
      .select({ productId: productAccessories.productId, accessoryId: productAccessories.accessoryId })
      .from(productAccessories)
      .where(of(productAccessories.productId))
      .orderBy(asc(productAccessories.position)),
  ]);
  const by = <T extends { productId: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const list = map.get(item.productId);
      if (list) list.push(item);
      else map.set(item.productId, [item]);
    }
    return map;
  };
  const [imagesOf, coloursOf, variantsOf, accessoriesOf] = [by(images), by(colours), by(vars), by(accessories)];
  return rows.map((p) =>
    recordOf(p, imagesOf.get(p.id) ?? [], coloursOf.get(p.id) ?? [], variantsOf.get(p.id) ?? [], accessoriesOf.get(p.id) ?? []),
  );
}

function recordOf(
  p: typeof products.$inferSelect,
  images: (typeof productImages.$inferSelect)[],
  colours: { colorId: string }[],
  vars: (typeof variants.$inferSelect)[],
  accessories: { accessoryId: string }[],
): ProductRecord {
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    sku: p.sku ?? '',
    type: p.type,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId ?? '',
    brandId: p.brandId ?? '',
    unit: p.unit,
    // 0: none (a product not sold by area may have no unit value); the form shows it empty
    unitValue: Number(p.unitValue) > 0 ? p.unitValue : '',
    sellUnit: p.sellUnit,
    weightKg: p.weightKg === null ? '' : String(Number(p.weightKg)),
    price: p.price,
    discount: p.discount === p.price ? '' : p.discount,
    quantity: p.quantity,
    lowStockThreshold: p.lowStockThreshold === null ? '' : String(p.lowStockThreshold),
    lotTracked: p.lotTracked,
    colorIds: colours.map((c) => c.colorId),
    attributeIds: optionIdsOf(p),
    variants: vars.map((v) => ({
      colorId: v.colorId ?? '',
      attributeValueIds: valueIdsOf(v, optionSlots(p)).map((id) => id ?? ''),
      sku: v.sku ?? '',
      price: v.price,
      discount: v.discount === v.price ? '' : v.discount,
      quantity: v.quantity,
      image: v.image ?? '',
    })),
    images: images.map((i) => ({ url: i.url, alt: i.alt })),
    summary: p.summary,
    description: p.description,
    translations: p.translations,
    specifications: p.specifications,
    seoTitle: p.seoTitle ?? '',
    seoDescription: p.seoDescription ?? '',
    seoImage: p.seoImage ?? '',
    published: p.published,
    featured: p.featured,
    samples: p.samples,
    accessoryIds: accessories.map((a) => a.accessoryId),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * Refuses references the form cannot choose: a subcategory of another category, a value of another attribute, an
 * accessory that does not exist or is the product itself (`productId`, when it is saved again).
 */
export async function checkReferences(db: DbOrTx, input: ProductFormValues, productId?: string): Promise<void> {
  const fieldErrors: Record<string, string> = {};
  if (input.accessoryIds.length) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, input.accessoryIds));
    if (found.length !== input.accessoryIds.length || (productId && input.accessoryIds.includes(productId)))
      fieldErrors.accessoryIds = 'invalid';
  }
  if (input.subcategoryId) {
    const [s] = await db
      .select({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(eq(subcategories.id, input.subcategoryId));
    if (!s || s.categoryId !== input.categoryId) fieldErrors.subcategoryId = 'subcategoryMismatch';
  }
  if (input.type === 'variable') {
    const valueIds = [...new Set(input.variants.flatMap((v) => v.attributeValueIds).filter(Boolean))];
    const found =
      valueIds.length && input.attributeIds.length
        ? await db
            .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
            .from(attributeValues)
            .where(and(inArray(attributeValues.id, valueIds), inArray(attributeValues.attributeId, input.attributeIds)))
        : [];
    const attributeOf = new Map(found.map((f) => [f.id, f.attributeId]));
    input.variants.forEach((v, i) =>
      v.attributeValueIds.forEach((id, k) => {
        // each value belongs to the option at its place
        if (id && attributeOf.get(id) !== input.attributeIds[k]) fieldErrors[`variants.${i}.attributeValueIds.${k}`] ??= 'invalid';
      }),
    );
    if (input.attributeIds.length) {
      const known = await db.select({ id: attributes.id }).from(attributes).where(inArray(attributes.id, input.attributeIds));
      input.attributeIds.forEach((id, k) => {
        if (!known.some((a) => a.id === id)) fieldErrors[`attributeIds.${k}`] = 'invalid';
      });
    }
  }
  if (Object.keys(fieldErrors).length) throw new ActionError(400, 'invalid', undefined, fieldErrors);
}

/**
 * Refuses product codes (SKUs) another product or variant holds, or that the form gives twice, as field errors
 * (`skuTaken`, `skuRepeated`); codes the product itself holds may move between its variants. `reserved`: codes earlier
 * products of the same import take.
 */
export async function checkSkusFree(
  db: DbOrTx,
  input: ProductFormValues,
  productId?: string | null,
  reserved?: ReadonlySet<string>,
): Promise<void> {
  const fields = formSkus(input);
  const fieldErrors = repeatedSkus(fields);
  const codes = [...new Set(fields.map((f) => f.code))];
  const held = codes.length
    ? await db
        .select({ code: skuCodes.code })
        .from(skuCodes)
        .where(productId ? and(inArray(skuCodes.code, codes), ne(skuCodes.productId, productId)) : inArray(skuCodes.code, codes))
    : [];
  const taken = new Set([...held.map((h) => h.code), ...codes.filter((c) => reserved?.has(c))]);
  for (const f of fields) if (taken.has(f.code)) fieldErrors[f.field] ??= 'skuTaken';
  if (Object.keys(fieldErrors).length) throw new ActionError(409, 'conflict', undefined, fieldErrors);
}

/** Refuses a slug another product has, as a field error. */
export async function checkSlugFree(db: DbOrTx, slug: string, exceptId?: string): Promise<void> {
  const where = exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug);
  const [taken] = await db.select({ id: products.id }).from(products).where(where).limit(1);
  if (taken) throw new ActionError(409, 'conflict', undefined, { slug: 'slugTaken' });
}

/** Translations as stored: blank texts dropped, the description sanitised as the English one. */
export function productTranslations(translations: ContentTranslations): ContentTranslations<ProductText> {
  // the description sanitised as the English one; an editor left empty ("<p></p>") is no translation
  return sanitizeTranslations(translations, ['description']) as ContentTranslations<ProductText>;
}

/** Column values of the products row for a validated form. */
export function productColumns(input: ProductFormValues, slug: string, storedSpecifications?: readonly SpecificationRow[]) {
  const variable = input.type === 'variable';
  return {
    name: input.name,
    slug,
    sku: input.sku || null,
    type: input.type,
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId || null,
    brandId: input.brandId || null,
    unit: input.unit,
    unitValue: input.unitValue || '0',
    sellUnit: input.sellUnit,
    weightKg: input.weightKg || null,
    price: input.price,
    discount: input.discount || input.price,
    // variable products keep their stock on the variants
    quantity: variable ? 0 : input.quantity,
    lowStockThreshold: input.lowStockThreshold ? Number(input.lowStockThreshold) : null,
    lotTracked: input.lotTracked,
    ...optionColumns(variable ? input.attributeIds : []),
    summary: input.summary,
    description: sanitizeRichText(input.description),
    // absent (the CSV import): the stored translations stay
    ...(input.translations ? { translations: productTranslations(input.translations) } : {}),
    // each row's own translations; a row without them keeps the stored row's of the same name and value
    specifications: specificationsToStore(input.specifications, storedSpecifications),
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    seoImage: input.seoImage || null,
    published: input.published,
    featured: input.featured,
    samples: input.samples,
  };
}

/** Replaces the images, colours, accessories and variants of a product with the form's. */
export async function writeChildren(db: DbOrTx, productId: string, input: ProductFormValues): Promise<void> {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  await db.delete(productColors).where(eq(productColors.productId, productId));
  await db.delete(productAccessories).where(eq(productAccessories.productId, productId));
  if (input.accessoryIds.length)
    await db.insert(productAccessories).values(input.accessoryIds.map((accessoryId, position) => ({ productId, accessoryId, position })));
  if (input.images.length)
    await db.insert(productImages).values(input.images.map((img, position) => ({ productId, url: img.url, alt: img.alt, position })));
  const variable = input.type === 'variable';
  // a simple product has colours too: the ones shoppers filter by (docs/requirements.md, "Products")
  const colorIds = [...new Set(input.colorIds)];
  if (colorIds.length) await db.insert(productColors).values(colorIds.map((colorId) => ({ productId, colorId })));
  // variants are matched by their combination (colour and option values) and updated in place, so orders keep
  // pointing at the same variant
  const wanted = variable ? input.variants : [];
  const current = await db.select().from(variants).where(eq(variants.productId, productId));
  // called after the product row is written: its options sit in the first columns, in order
  const slots = input.attributeIds.map((_, k) => k);
  const byKey = new Map(
    current.map((v) => [variantKey({ colorId: v.colorId ?? '', attributeValueIds: valueIdsOf(v, slots).map((id) => id ?? '') }), v.id]),
  );
  const keep = new Set<string>();
  for (const v of wanted) {
    const values = {
      colorId: v.colorId || null,
      ...valueColumns(v.attributeValueIds),
      sku: v.sku || null,
      price: v.price,
      discount: v.discount || v.price,
      quantity: v.quantity,
      image: v.image || null,
    };
    const id = byKey.get(variantKey(v));
    if (id) {
      keep.add(id);
      await db.update(variants).set(values).where(eq(variants.id, id));
    } else {
      await db.insert(variants).values({ productId, ...values });
    }
  }
  const gone = current.filter((v) => !keep.has(v.id)).map((v) => v.id);
  if (gone.length) await db.delete(variants).where(inArray(variants.id, gone));
}
