import type { PermissionKey } from '@/domain/permissions/permissions';
import { CATEGORY_TEXT_FIELDS, NAME_TEXT_FIELDS, SUBCATEGORY_TEXT_FIELDS, VALUE_TEXT_FIELDS } from '@/domain/catalogue/reference-forms';
import {
  SEO_TEXT_FIELDS,
  TRANSLATION_LOCALES,
  translationsForForm,
  translationStatuses,
  type ContentTranslations,
  type TranslationLocale,
  type TranslationStatus,
} from '@/domain/content/translations';

/**
 * The five reference-data screens share one list and one form; this is what differs between them (plain data,
 * usable by server templates and client components alike). Messages live under `dashCatalogue.<kind>`.
 */
export type ReferenceKind = 'category' | 'subcategory' | 'brand' | 'color' | 'attribute';

export type ColumnKind = 'name' | 'text' | 'count' | 'status' | 'swatch' | 'date' | 'languages';
export interface ColumnSpec {
  /** the list action's sort key when sortable; the row field otherwise */
  id: string;
  kind: ColumnKind;
  /** label key in `dashCatalogue.columns` */
  label: string;
  sortable?: boolean;
  /** row field, when different from id (counts read `usage.<field>`) */
  field?: string;
}

export type FieldKind = 'text' | 'textarea' | 'slug' | 'image' | 'number' | 'checkbox' | 'color' | 'category' | 'values';
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** label key in `dashCatalogue.fields` */
  label: string;
  hint?: string;
  required?: boolean;
  section?: 'details' | 'seo';
  /** shown in the four language tabs; the other languages live under `translations.<lang>.<name>` */
  translatable?: boolean;
}

export interface KindSpec {
  area: PermissionKey;
  /** action prefix: `<prefix>.list`, `.create`... */
  prefix: ReferenceKind;
  path: string;
  columns: ColumnSpec[];
  fields: FieldSpec[];
  /** empty form values (also the shape sent to the action) */
  empty: Record<string, unknown>;
}

const name: FieldSpec = { name: 'name', kind: 'text', label: 'name', required: true };
const translatedName: FieldSpec = { ...name, translatable: true };
const slug: FieldSpec = { name: 'slug', kind: 'slug', label: 'slug', hint: 'slugHint' };
const image: FieldSpec = { name: 'image', kind: 'image', label: 'image', hint: 'imageHint' };
const position: FieldSpec = { name: 'position', kind: 'number', label: 'position', hint: 'positionHint' };
const published: FieldSpec = { name: 'published', kind: 'checkbox', label: 'published', hint: 'publishedHint' };
const nameCol: ColumnSpec = { id: 'name', kind: 'name', label: 'name', sortable: true };
const slugCol: ColumnSpec = { id: 'slug', kind: 'text', label: 'slug', sortable: true };
const products: ColumnSpec = { id: 'products', kind: 'count', label: 'products' };
/** per language, whether the row's names are translated (docs/requirements.md, "Content in four languages") */
const languages: ColumnSpec = { id: 'languages', kind: 'languages', label: 'languages' };

export const KINDS: Record<ReferenceKind, KindSpec> = {
  category: {
    area: 'category',
    prefix: 'category',
    path: '/dashboard/categories',
    columns: [
      nameCol,
      slugCol,
      { id: 'position', kind: 'text', label: 'position', sortable: true },
      products,
      { id: 'subcategories', kind: 'count', label: 'subcategories' },
      languages,
      { id: 'published', kind: 'status', label: 'published', sortable: true },
    ],
    fields: [
      translatedName,
      slug,
      { name: 'description', kind: 'textarea', label: 'description', translatable: true },
      image,
      position,
      published,
      // in four language tabs of their own, optional in every language (not counted by the language completeness)
      { name: 'seoTitle', kind: 'text', label: 'seoTitle', section: 'seo', translatable: true },
      { name: 'seoDescription', kind: 'textarea', label: 'seoDescription', section: 'seo', translatable: true },
    ],
    empty: {
      name: '',
      slug: '',
      description: '',
      translations: translationsForForm([...CATEGORY_TEXT_FIELDS, ...SEO_TEXT_FIELDS], {}),
      image: '',
      // empty: after the last one
      position: undefined,
      published: true,
      seoTitle: '',
      seoDescription: '',
    },
  },
  subcategory: {
    area: 'category',
    prefix: 'subcategory',
    path: '/dashboard/categories/subcategories',
    columns: [
      nameCol,
      slugCol,
      { id: 'categoryName', kind: 'text', label: 'category' },
      { id: 'position', kind: 'text', label: 'position', sortable: true },
      products,
      languages,
      { id: 'published', kind: 'status', label: 'published', sortable: true },
    ],
    fields: [{ name: 'categoryId', kind: 'category', label: 'category', required: true }, translatedName, slug, image, position, published],
    empty: {
      categoryId: '',
      name: '',
      slug: '',
      translations: translationsForForm(SUBCATEGORY_TEXT_FIELDS, {}),
      image: '',
      // empty: after the last one
      position: undefined,
      published: true,
    },
  },
  brand: {
    area: 'brand',
    prefix: 'brand',
    path: '/dashboard/brand',
    columns: [nameCol, slugCol, products, languages, { id: 'createdAt', kind: 'date', label: 'createdAt', sortable: true }],
    fields: [translatedName, slug, { ...image, name: 'logo', label: 'logo' }],
    empty: { name: '', slug: '', translations: translationsForForm(NAME_TEXT_FIELDS, {}), logo: '' },
  },
  color: {
    area: 'color',
    prefix: 'color',
    path: '/dashboard/colors',
    columns: [
      nameCol,
      { id: 'hex', kind: 'swatch', label: 'hex', sortable: true },
      products,
      { id: 'variants', kind: 'count', label: 'variants' },
      languages,
    ],
    fields: [translatedName, { name: 'hex', kind: 'color', label: 'hex', required: true }],
    empty: { name: '', translations: translationsForForm(NAME_TEXT_FIELDS, {}), hex: '#c19a6b' },
  },
  attribute: {
    area: 'attribute',
    prefix: 'attribute',
    path: '/dashboard/attributes',
    columns: [
      nameCol,
      { id: 'values', kind: 'count', label: 'values' },
      products,
      { id: 'variants', kind: 'count', label: 'variants' },
      languages,
      { id: 'createdAt', kind: 'date', label: 'createdAt', sortable: true },
    ],
    // the values are translated in the same tabs as the name: the English tab edits the list, the others each value
    fields: [translatedName, { name: 'values', kind: 'values', label: 'values', hint: 'valuesHint', required: true, translatable: true }],
    empty: {
      name: '',
      translations: translationsForForm(NAME_TEXT_FIELDS, {}),
      values: [{ id: '', value: '', translations: translationsForForm(VALUE_TEXT_FIELDS, {}) }],
    },
  },
};

/**
 * The kind's texts whose translation the language completeness counts, besides an attribute's values: the SEO texts
 * (section `seo`) are translated too but optional (docs/requirements.md, "Content in four languages").
 */
export const translatedFields = (kind: ReferenceKind): string[] =>
  KINDS[kind].fields.filter((f) => f.translatable && f.kind !== 'values' && f.section !== 'seo').map((f) => f.name);

/** What a stored row looks like in its form (nulls become empty strings; only the form's fields). */
export function formValuesOf(kind: ReferenceKind, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(KINDS[kind].empty)) {
    const v = row[key];
    out[key] =
      key === 'translations'
        ? translationsForForm(Object.keys((empty as Record<string, Record<string, string>>).bn), v as ContentTranslations)
        : key === 'values' && Array.isArray(v)
          ? v.map((x: { id: string; value: string; translations?: ContentTranslations }) => ({
              id: x.id,
              value: x.value,
              translations: translationsForForm(VALUE_TEXT_FIELDS, x.translations),
            }))
          : (v ?? (typeof empty === 'string' ? '' : empty));
  }
  return out;
}

/**
 * How far each language of a form's texts is translated: the `fields` (the kind's translatable texts, see
 * `translatedFields`) and an attribute's values, counting only texts that have English (the list's language column
 * and the form's tab markers).
 */
export function referenceLanguages(
  values: {
    translations?: ContentTranslations;
    values?: { value?: string; translations?: ContentTranslations }[];
    [field: string]: unknown;
  },
  fields: readonly string[] = ['name'],
): Record<TranslationLocale, TranslationStatus> {
  const english: Record<string, string> = {};
  const translations: ContentTranslations = {};
  for (const l of TRANSLATION_LOCALES) translations[l] = {};
  for (const f of fields) {
    english[f] = String(values[f] ?? '');
    for (const l of TRANSLATION_LOCALES) translations[l]![f] = values.translations?.[l]?.[f] ?? '';
  }
  (values.values ?? []).forEach((v, i) => {
    english[`value${i}`] = v.value ?? '';
    for (const l of TRANSLATION_LOCALES) translations[l]![`value${i}`] = v.translations?.[l]?.value ?? '';
  });
  return translationStatuses(english, translations);
}
