import 'server-only';
import type { Database } from '../client';
import * as t from '../schema';
import { productImageUrl } from './data/images';
import { PRODUCT_TRANSLATIONS } from './data/translations';
import { specificationWithTranslations } from './data/term-translations';
import { SEED_PRODUCTS } from './data/products';
import type { CategoryIds, ReferenceIds } from './seed-catalogue';
import type { SeedProduct } from './data/types';

/** kg per sq ft of the floor kinds, roughly as their makers state them */
const KG_PER_SQ_FT: Record<string, number> = { laminate: 0.9, 'vinyl-plank': 0.6, 'engineered-wood': 0.85, tiles: 2.1 };

/** A floor box's weight for delivery fees by weight (docs/requirements.md, "Delivery fees"); null for the rest. */
function boxWeightKg(p: SeedProduct): string | null {
  const perSqFt = KG_PER_SQ_FT[p.category];
  return perSqFt && p.unit === 'sq ft' ? (Math.round(perSqFt * p.unitValue * 10) / 10).toFixed(1) : null;
}

/**
 * The seeded products, each with its images, colours and variants, in one transaction per product; a product
 * whose slug exists is left alone. `ago(days)` dates them back. Returns how many were added.
 */
export async function seedProducts(db: Database, ids: CategoryIds & ReferenceIds, ago: (days: number) => Date): Promise<number> {
  const { catId, subId, brandId, colorId, attrId, valueId } = ids;
  let inserted = 0;
  for (const p of SEED_PRODUCTS) {
    const categoryId = catId.get(p.category);
    if (!categoryId) throw new Error(`seed: product ${p.slug} names unknown category ${p.category}`);
    const subcategoryId = subId.get(`${categoryId}/${p.subcategory}`);
    if (!subcategoryId) throw new Error(`seed: product ${p.slug} names unknown subcategory ${p.subcategory}`);
    const attributeId = p.attribute ? attrId.get(p.attribute.name) : undefined;
    const moreIds = (p.moreOptions ?? []).map((o) => attrId.get(o.name));
    await db.transaction(async (tx) => {
      const created = ago(p.createdDaysAgo);
      const [row] = await tx
        .insert(t.products)
        .values({
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          type: p.type,
          categoryId,
          subcategoryId,
          brandId: brandId.get(p.brand),
          unit: p.unit,
          unitValue: String(p.unitValue),
          sellUnit: p.sellUnit,
          weightKg: boxWeightKg(p),
          price: p.price,
          discount: p.discount,
          quantity: p.type === 'simple' ? p.quantity : 0,
          attributeId,
          attribute2Id: moreIds[0],
          attribute3Id: moreIds[1],
          summary: p.summary,
          description: p.description,
          translations: PRODUCT_TRANSLATIONS[p.slug] ?? {},
          specifications: p.specifications.map(specificationWithTranslations),
          featured: p.featured,
          sold: p.sold,
          seoTitle: p.name,
          seoDescription: p.summary,
          createdAt: created,
          updatedAt: created,
        })
        .onConflictDoNothing({ target: t.products.slug })
        .returning({ id: t.products.id });
      if (!row) return; // already seeded
      inserted++;
      await tx.insert(t.productImages).values(
        p.images.map((_, i) => {
          const colour = Object.entries(p.colorImages ?? {}).find(([, at]) => at === i)?.[0];
          return {
            productId: row.id,
            url: productImageUrl(p.slug, i),
            alt: colour ? `${p.name}, ${colour}` : `${p.name} ${i + 1}`,
            position: i,
          };
        }),
      );
      const colorIds = p.colors.map((c) => colorId.get(c)).filter((x): x is string => !!x);
      if (colorIds.length) await tx.insert(t.productColors).values(colorIds.map((cid) => ({ productId: row.id, colorId: cid })));
      if (p.type === 'variable' && p.variants?.length) {
        await tx.insert(t.variants).values(
          p.variants.map((v) => ({
            productId: row.id,
            colorId: colorId.get(v.color),
            attributeValueId: attributeId && v.attribute ? valueId.get(`${attributeId}/${v.attribute}`) : undefined,
            attributeValue2Id: moreIds[0] && v.moreValues?.[0] ? valueId.get(`${moreIds[0]}/${v.moreValues[0]}`) : undefined,
            attributeValue3Id: moreIds[1] && v.moreValues?.[1] ? valueId.get(`${moreIds[1]}/${v.moreValues[1]}`) : undefined,
            sku: v.sku,
            price: v.price,
            discount: v.discount,
            quantity: v.quantity,
            image: p.colorImages?.[v.color] !== undefined ? productImageUrl(p.slug, p.colorImages[v.color]) : null,
          })),
        );
      }
    });
  }
  return inserted;
}
