import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import { ActionError } from '@/server/action';
import { categoryFormSchema, subcategoryFormSchema } from '@/domain/catalogue/reference-forms';
import { categories, products, subcategories, type Category, type Subcategory } from '@/server/db/schema';
import { z } from 'zod';
import { chooseSlug, countBy, referenceCrud } from './reference-crud';

const orNull = (s: string) => s || null;

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
    image: orNull(input.image),
    position: input.position,
    published: input.published,
    seoTitle: orNull(input.seoTitle),
    seoDescription: orNull(input.seoDescription),
  }),
  load: async (tx, id): Promise<Category | undefined> => (await tx.select().from(categories).where(eq(categories.id, id)))[0],
  change: { categories: true },
});

export type SubcategoryRow = Subcategory & { categoryName: string };

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
      image: orNull(input.image),
      position: input.position,
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
});
