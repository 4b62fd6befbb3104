import 'server-only';
import { and, eq, getTableColumns, max, ne, type SQL } from 'drizzle-orm';
import { ActionError, type ActionContext } from '@/server/action';
import { categoryFormSchema, subcategoryFormSchema, type CategoryForm, type SubcategoryForm } from '@/domain/catalogue/reference-forms';
import { compactTranslations, type ContentTranslations } from '@/domain/content/translations';
import { categories, products, subcategories, type Category, type Subcategory } from '@/server/db/schema';
import { z } from 'zod';
import type { StoreChange } from '@/server/cache/revalidate-store';
import type { Tx } from '@/server/db';
import { chooseSlug, countBy, namesChange, referenceCrud } from './reference-crud';

const orNull = (s: string) => s || null;

/** Translations as stored (blank texts dropped); absent from the form: the stored ones stay. */
const translationColumn = (translations: ContentTranslations | undefined) =>
  translations ? { translations: compactTranslations(translations, (_field, text) => text.trim()) } : {};

/**
 * A category is hidden only with a decision about its published products (docs/requirements.md, "Hiding a
 * category"): without one the save is refused (409 `categoryHasProducts` with their number); with one they are
 * hidden too, or moved to another published category (leaving their subcategory), in the save's transaction. Any
 * change of a category's name, address or visibility clears the pages of its published products (their breadcrumb).
 */
async function beforeCategoryUpdate(
  tx: Tx,
  id: string,
  input: CategoryForm,
  before: Category,
  audit: ActionContext['audit'],
): Promise<StoreChange | undefined> {
  const published = await tx
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.categoryId, id), eq(products.published, true)))
    .for('update');
  const hiding = before.published && !input.published;
  if (hiding && published.length) {
    const choice = input.onHide;
    if (!choice)
      throw new ActionError(409, 'categoryHasProducts', { count: published.length, messageKey: 'dashCatalogue.hideCategory.refused' });
    const ids = published.map((p) => p.id);
    if (choice.action === 'hide') {
      await tx
        .update(products)
        .set({ published: false, updatedAt: new Date() })
        .where(and(eq(products.categoryId, id), eq(products.published, true)));
    } else {
      const [target] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, choice.categoryId), eq(categories.published, true), ne(categories.id, id)))
        .for('update');
      if (!target) throw new ActionError(400, 'invalid', undefined, { 'onHide.categoryId': 'required' });
      await tx
        .update(products)
        .set({ categoryId: target.id, subcategoryId: null, updatedAt: new Date() })
        .where(and(eq(products.categoryId, id), eq(products.published, true)));
    }
    // one row for the products the decision changed, beside the category's own
    await audit({
      entity: 'product',
      entityId: null,
      action: `category.hide.${choice.action}`,
      before: { categoryId: id, published: true, products: ids },
      after:
        choice.action === 'hide'
          ? { categoryId: id, published: false, products: ids }
          : { categoryId: choice.categoryId, subcategoryId: null, products: ids },
    });
  }
  const shown =
    before.published !== input.published ||
    before.name !== input.name ||
    namesChange(before.translations, input.translations) ||
    (input.slug !== '' && before.slug !== input.slug);
  if (!shown || !published.length) return undefined;
  // hidden or moved with the category, the products also leave (or change) the lists that held them
  const moved = hiding ? { cards: published.map((p) => p.id), listings: true, facets: true } : {};
  return { productSlugs: published.map((p) => p.slug), ...moved };
}

/** The position after the last one of a list (0 for an empty list). */
async function nextPosition(tx: Tx, table: typeof categories | typeof subcategories, where?: SQL): Promise<number> {
  const [{ last }] = await tx
    .select({ last: max(table.position) })
    .from(table)
    .where(where);
  return last === null ? 0 : Number(last) + 1;
}

export const categoryCrud = referenceCrud({
  entity: 'category',
  area: 'category',
  table: categories,
  form: categoryFormSchema,
  searchColumns: [categories.name, categories.slug],
  sorts: {
    name: categories.name,
    slug: categories.slug,
    position: categories.position,
    published: categories.published,
    createdAt: categories.createdAt,
  },
  defaultSort: { key: 'position', dir: 'asc' },
  usage: { products: countBy(products, products.categoryId), subcategories: countBy(subcategories, subcategories.categoryId) },
  values: async (tx, input, id) => ({
    name: input.name,
    slug: await chooseSlug(tx, categories.slug, categories.id, categories, input, undefined, id),
    description: input.description,
    ...translationColumn(input.translations),
    image: orNull(input.image),
    // empty: a new category after the last one, an edited one where it is
    position: input.position ?? (id ? undefined : await nextPosition(tx, categories)),
    published: input.published,
    seoTitle: orNull(input.seoTitle),
    seoDescription: orNull(input.seoDescription),
  }),
  load: async (tx, id): Promise<Category | undefined> => (await tx.select().from(categories).where(eq(categories.id, id)))[0],
  change: { categories: true },
  beforeUpdate: beforeCategoryUpdate,
});

/**
 * A subcategory's change of name (in any language), address, visibility or category clears the pages of its
 * published products, whose breadcrumb names it.
 */
async function beforeSubcategoryUpdate(tx: Tx, id: string, input: SubcategoryForm, before: Subcategory): Promise<StoreChange | undefined> {
  const shown =
    before.published !== input.published ||
    before.name !== input.name ||
    before.categoryId !== input.categoryId ||
    namesChange(before.translations, input.translations) ||
    (input.slug !== '' && before.slug !== input.slug);
  if (!shown) return undefined;
  const published = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.subcategoryId, id), eq(products.published, true)));
  return published.length ? { productSlugs: published.map((p) => p.slug) } : undefined;
}

export const subcategoryCrud = referenceCrud({
  entity: 'subcategory',
  area: 'category',
  table: subcategories,
  form: subcategoryFormSchema,
  searchColumns: [subcategories.name, subcategories.slug],
  sorts: {
    name: subcategories.name,
    slug: subcategories.slug,
    position: subcategories.position,
    published: subcategories.published,
    createdAt: subcategories.createdAt,
  },
  defaultSort: { key: 'name', dir: 'asc' },
  filters: {
    shape: { categoryId: z.uuid().optional().catch(undefined) },
    where: (f) => (typeof f.categoryId === 'string' ? eq(subcategories.categoryId, f.categoryId) : undefined),
  },
  usage: { products: countBy(products, products.subcategoryId) },
  values: async (tx, input, id) => {
    const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId));
    if (!parent) throw new ActionError(400, 'invalid', undefined, { categoryId: 'required' });
    return {
      categoryId: input.categoryId,
      name: input.name,
      // unique within its category only (matt-tiles exists under laminate and tiles)
      slug: await chooseSlug(
        tx,
        subcategories.slug,
        subcategories.id,
        subcategories,
        input,
        eq(subcategories.categoryId, input.categoryId),
        id,
      ),
      ...translationColumn(input.translations),
      image: orNull(input.image),
      // empty: a new subcategory after the last one of its category, an edited one where it is
      position: input.position ?? (id ? undefined : await nextPosition(tx, subcategories, eq(subcategories.categoryId, input.categoryId))),
      published: input.published,
    };
  },
  load: async (tx, id) =>
    (
      await tx
        .select({ ...getTableColumns(subcategories), categoryName: categories.name })
        .from(subcategories)
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(eq(subcategories.id, id))
    )[0],
  change: { categories: true },
  beforeUpdate: beforeSubcategoryUpdate,
});
