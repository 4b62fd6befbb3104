import 'server-only';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { attributeFormSchema, brandFormSchema, colorFormSchema } from '@/domain/catalogue/reference-forms';
import { ActionError } from '@/server/action';
import type { Tx } from '@/server/db';
import { attributes, attributeValues, brands, colors, productColors, products, variants } from '@/server/db/schema';
import { compactTranslations, type ContentTranslations } from '@/domain/content/translations';
import { chooseSlug, countBy, inUseError, namesChange, referenceCrud, type UsageCounter } from './reference-crud';
import type { StoreChange } from '@/server/cache/revalidate-store';

/**
 * Translations as stored (blank texts dropped, docs/requirements.md, "Content in four languages"); absent from the
 * form: the stored ones stay. A brand, colour, attribute or attribute value is shown on product pages and in the
 * listings' filters, whose cached reads carry the `reference` tag: every save clears them (docs/requirements.md,
 * "Invalidation"). Product cards name the brand, and order a product's variants by colour name (the card prices the
 * variant the page opens with): a brand renamed in any language, or a colour renamed in English, also clears the
 * listings when products use it.
 */
const translationColumn = (translations: ContentTranslations | undefined) =>
  translations ? { translations: compactTranslations(translations, (_field, text) => text.trim()) } : {};

const REFERENCE = { reference: true } as const;

export const brandCrud = referenceCrud({
  entity: 'brand',
  area: 'brand',
  table: brands,
  form: brandFormSchema,
  searchColumns: [brands.name, brands.slug],
  sorts: { name: brands.name, slug: brands.slug, createdAt: brands.createdAt },
  defaultSort: { key: 'name', dir: 'asc' },
  usage: { products: countBy(products, products.brandId) },
  values: async (tx, input, id) => ({
    name: input.name,
    slug: await chooseSlug(tx, brands.slug, brands.id, brands, input, undefined, id),
    logo: input.logo || null,
    ...translationColumn(input.translations),
  }),
  load: async (tx, id) => (await tx.select().from(brands).where(eq(brands.id, id)))[0],
  change: REFERENCE,
  beforeUpdate: async (tx, id, input, before): Promise<StoreChange | undefined> => {
    if (before.name === input.name && !namesChange(before.translations, input.translations)) return undefined;
    const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, id)).limit(1);
    return used ? { products: true } : undefined;
  },
});

export const colorCrud = referenceCrud({
  entity: 'color',
  area: 'color',
  table: colors,
  form: colorFormSchema,
  searchColumns: [colors.name, colors.hex],
  sorts: { name: colors.name, hex: colors.hex, createdAt: colors.createdAt },
  defaultSort: { key: 'name', dir: 'asc' },
  usage: { products: countBy(productColors, productColors.colorId), variants: countBy(variants, variants.colorId) },
  values: async (_tx, input) => ({ name: input.name, hex: input.hex.toLowerCase(), ...translationColumn(input.translations) }),
  load: async (tx, id) => (await tx.select().from(colors).where(eq(colors.id, id)))[0],
  change: REFERENCE,
  beforeUpdate: async (tx, id, input, before): Promise<StoreChange | undefined> => {
    if (before.name === input.name) return undefined;
    const [used] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.colorId, id)).limit(1);
    return used ? { products: true } : undefined;
  },
});

/** Variants using a value of each attribute. */
const variantsOfAttribute: UsageCounter = async (tx, ids) => {
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: attributeValues.attributeId, variantId: variants.id })
    .from(variants)
    .innerJoin(attributeValues, eq(attributeValues.id, variants.attributeValueId))
    .where(inArray(attributeValues.attributeId, ids));
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.id, (out.get(r.id) ?? 0) + 1);
  return out;
};

export interface AttributeRow {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  translations: ContentTranslations<'name'>;
  values: { id: string; value: string; translations: ContentTranslations<'value'> }[];
}

async function loadAttribute(tx: Tx, id: string): Promise<AttributeRow | undefined> {
  const [row] = await tx.select().from(attributes).where(eq(attributes.id, id));
  if (!row) return undefined;
  const values = await tx
    .select({ id: attributeValues.id, value: attributeValues.value, translations: attributeValues.translations })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, id))
    .orderBy(asc(attributeValues.position), asc(attributeValues.value));
  return { ...row, values };
}

export const attributeCrud = referenceCrud({
  entity: 'attribute',
  area: 'attribute',
  table: attributes,
  form: attributeFormSchema,
  searchColumns: [attributes.name],
  sorts: { name: attributes.name, createdAt: attributes.createdAt },
  defaultSort: { key: 'name', dir: 'asc' },
  usage: {
    products: countBy(products, products.attributeId),
    variants: variantsOfAttribute,
    values: countBy(attributeValues, attributeValues.attributeId),
  },
  deletableWith: ['values'],
  values: async (_tx, input) => ({ name: input.name, ...translationColumn(input.translations) }),
  writeChildren: async (tx, id, input) => {
    const keep = input.values.map((v) => v.id).filter(Boolean);
    const existing = await tx
      .select({ id: attributeValues.id, value: attributeValues.value })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, id));
    const foreign = keep.filter((k) => !existing.some((e) => e.id === k));
    if (foreign.length) throw new ActionError(400, 'invalid');
    const removed = existing.filter((e) => !keep.includes(e.id));
    if (removed.length) {
      const used = await countBy(variants, variants.attributeValueId)(
        tx,
        removed.map((r) => r.id),
      );
      const first = removed.find((r) => used.get(r.id));
      if (first)
        throw inUseError('attributeValue', {
          name: first.value,
          variants: used.get(first.id)!,
          others: removed.filter((r) => used.get(r.id)).length - 1,
        });
      await tx
        .delete(attributeValues)
        .where(
          and(
            eq(attributeValues.attributeId, id),
            notInArray(attributeValues.id, keep.length ? keep : ['00000000-0000-0000-0000-000000000000']),
          ),
        );
    }
    // park the kept values on temporary names first, so a reorder or a swap of names never trips the unique index
    for (const v of input.values)
      if (v.id)
        await tx
          .update(attributeValues)
          .set({ value: `~moving~${v.id}` })
          .where(eq(attributeValues.id, v.id));
    // a value sent without translations keeps its stored ones
    for (const [position, v] of input.values.entries()) {
      const translations = translationColumn(v.translations);
      if (v.id)
        await tx
          .update(attributeValues)
          .set({ value: v.value, position, ...translations })
          .where(eq(attributeValues.id, v.id));
      else await tx.insert(attributeValues).values({ attributeId: id, value: v.value, position, ...translations });
    }
  },
  load: loadAttribute,
  change: REFERENCE,
});
