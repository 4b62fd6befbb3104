import { z } from 'zod';
import { translationsSchema } from '@/domain/content/translations-schema';
import { uuidSchema } from '@/domain/ids';
import { SLUG_PATTERN, slugify } from '@/lib/slug';

/**
 * Forms of the catalogue's reference data (categories, subcategories, brands, colours, attributes): one zod
 * schema per form, used by the dashboard form (zodResolver) and by the server action. Messages are keys of
 * `dashboard.validation`. Input and output types are the same (no defaults), so the form and the action agree.
 */

/** Longest slug of a category, subcategory, brand, colour or attribute. */
export const REFERENCE_SLUG_MAX = 80;

export const HEX_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Empty (the server makes one from the name) or lower-case letters, digits and single hyphens. */
export const slugField = z
  .string()
  .trim()
  .max(REFERENCE_SLUG_MAX, 'tooLong')
  .refine((s) => s === '' || SLUG_PATTERN.test(s), 'invalidSlug');

/** `#rrggbb` */
export const hexField = z.string().trim().regex(HEX_PATTERN, 'invalidColor');

/** Optional picture: empty, a site path (`/images/...`, `/uploads/...`) or a full http(s) address. */
export const imageField = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((s) => s === '' || /^\/(?!\/)\S*$/.test(s) || /^https?:\/\/[^\s/]+\.\S*$/.test(s), 'invalidUrl');

const nameText = z.string().trim().max(80, 'tooLong');
const nameField = nameText.min(1, 'required');
const categoryDescription = z.string().trim().max(2000, 'tooLong');
const seoTitle = z.string().trim().max(120, 'tooLong');
const seoDescription = z.string().trim().max(320, 'tooLong');

/** Translatable texts with the English field's limits (docs/requirements.md, "Content in four languages"). */
export const CATEGORY_TEXT_FIELDS = ['name', 'description'] as const;
/** A category's SEO title and description are translated too, but optional: the language completeness leaves them out. */
export const categoryTranslationsSchema = translationsSchema({
  name: nameText,
  description: categoryDescription,
  seoTitle,
  seoDescription,
});
export const SUBCATEGORY_TEXT_FIELDS = ['name'] as const;
export const subcategoryTranslationsSchema = translationsSchema({ name: nameText });
/** Brands, colours and attributes are translated by name, attribute values by value (the English limits). */
export const NAME_TEXT_FIELDS = ['name'] as const;
export const VALUE_TEXT_FIELDS = ['value'] as const;
export const nameTranslationsSchema = translationsSchema({ name: nameText });
const valueText = z.string().trim().max(80, 'tooLong');
export const valueTranslationsSchema = translationsSchema({ value: valueText });
const positionField = z.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'notNegative').max(1_000_000, 'tooLong');
/**
 * Menu position; absent (the form's field left empty): a new category or subcategory goes after the last one of its
 * list, an edited one keeps its place (docs/requirements.md, "Category tree").
 */
const optionalPosition = positionField.optional();

/**
 * What happens to a category's published products when the category is hidden (docs/requirements.md, "Hiding a
 * category"): hidden too, or moved to another (published) category, leaving their subcategory.
 */
export const categoryHideChoiceSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('hide') }),
  z.object({ action: z.literal('move'), categoryId: z.uuid('required') }),
]);
export type CategoryHideChoice = z.output<typeof categoryHideChoiceSchema>;

export const categoryFormSchema = z.object({
  name: nameField,
  slug: slugField,
  description: categoryDescription,
  /** Bengali, Arabic and French texts; absent: the stored ones stay */
  translations: categoryTranslationsSchema.optional(),
  image: imageField,
  position: optionalPosition,
  published: z.boolean(),
  seoTitle,
  seoDescription,
  /** only when the save hides a category that has published products: what happens to them */
  onHide: categoryHideChoiceSchema.optional(),
});
export type CategoryForm = z.output<typeof categoryFormSchema>;

export const subcategoryFormSchema = z.object({
  categoryId: z.uuid('required'),
  name: nameField,
  slug: slugField,
  /** Bengali, Arabic and French names; absent: the stored ones stay */
  translations: subcategoryTranslationsSchema.optional(),
  image: imageField,
  position: optionalPosition,
  published: z.boolean(),
});
export type SubcategoryForm = z.output<typeof subcategoryFormSchema>;

export const brandFormSchema = z.object({
  name: nameField,
  slug: slugField,
  /** Bengali, Arabic and French names; absent: the stored ones stay */
  translations: nameTranslationsSchema.optional(),
  logo: imageField,
});

export const colorFormSchema = z.object({
  name: nameField,
  /** Bengali, Arabic and French names; absent: the stored ones stay */
  translations: nameTranslationsSchema.optional(),
  hex: hexField,
});

/** An attribute and its values in display order; `id` keeps an existing value (variants point at it). */
export const attributeFormSchema = z.object({
  name: nameField,
  /** Bengali, Arabic and French names; absent: the stored ones stay */
  translations: nameTranslationsSchema.optional(),
  values: z
    .array(
      z.object({
        id: z.union([z.uuid(), z.literal('')]),
        value: valueText.min(1, 'required'),
        /** the value in Bengali, Arabic and French; absent: a kept value keeps its stored ones */
        translations: valueTranslationsSchema.optional(),
      }),
    )
    .min(1, 'required')
    .max(200, 'tooLong')
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((v, i) => {
        const key = v.value.trim().toLowerCase();
        if (key && seen.has(key)) ctx.addIssue({ code: 'custom', message: 'duplicate', path: [i, 'value'] });
        seen.add(key);
      });
    }),
});

/** An update is the form plus the id of the row. */
export const withId = <S extends z.ZodObject>(schema: S) => schema.extend({ id: uuidSchema });

/** The slug to store: the one typed, or one made from the name. */
export const slugOrName = (slug: string, name: string) => slug || slugify(name, REFERENCE_SLUG_MAX) || 'item';

/** The next free slug among the taken ones: `oak`, `oak-2`, `oak-3`... */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
