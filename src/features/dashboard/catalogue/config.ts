import type { PermissionKey } from '@/domain/permissions/permissions';
import { CATEGORY_TEXT_FIELDS, SUBCATEGORY_TEXT_FIELDS } from '@/domain/catalogue/reference-forms';
import { translationsForForm, type ContentTranslations } from '@/domain/content/translations';

/**
 * The five reference-data screens share one list and one form; this is what differs between them (plain data,
 * usable by server templates and client components alike). Messages live under `dashCatalogue.<kind>`.
 */
export type ReferenceKind = 'category' | 'subcategory' | 'brand' | 'color' | 'attribute';

export type ColumnKind = 'name' | 'text' | 'count' | 'status' | 'swatch' | 'date';
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
      { id: 'published', kind: 'status', label: 'published', sortable: true },
    ],
    fields: [
      translatedName,
      slug,
      { name: 'description', kind: 'textarea', label: 'description', translatable: true },
      image,
      position,
      published,
      { name: 'seoTitle', kind: 'text', label: 'seoTitle', section: 'seo' },
      { name: 'seoDescription', kind: 'textarea', label: 'seoDescription', section: 'seo' },
    ],
    empty: {
      name: '',
      slug: '',
      description: '',
      translations: translationsForForm(CATEGORY_TEXT_FIELDS, {}),
      image: '',
      position: 0,
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
      { id: 'published', kind: 'status', label: 'published', sortable: true },
    ],
    fields: [{ name: 'categoryId', kind: 'category', label: 'category', required: true }, translatedName, slug, image, position, published],
    empty: {
      categoryId: '',
      name: '',
      slug: '',
      translations: translationsForForm(SUBCATEGORY_TEXT_FIELDS, {}),
      image: '',
      position: 0,
      published: true,
    },
  },
  brand: {
    area: 'brand',
    prefix: 'brand',
    path: '/dashboard/brand',
    columns: [nameCol, slugCol, products, { id: 'createdAt', kind: 'date', label: 'createdAt', sortable: true }],
    fields: [name, slug, { ...image, name: 'logo', label: 'logo' }],
    empty: { name: '', slug: '', logo: '' },
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
    ],
    fields: [name, { name: 'hex', kind: 'color', label: 'hex', required: true }],
    empty: { name: '', hex: '#c19a6b' },
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
      { id: 'createdAt', kind: 'date', label: 'createdAt', sortable: true },
    ],
    fields: [name, { name: 'values', kind: 'values', label: 'values', hint: 'valuesHint', required: true }],
    empty: { name: '', values: [{ id: '', value: '' }] },
  },
};

/** What a stored row looks like in its form (nulls become empty strings; only the form's fields). */
export function formValuesOf(kind: ReferenceKind, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(KINDS[kind].empty)) {
    const v = row[key];
    out[key] =
      key === 'translations'
        ? translationsForForm(Object.keys((empty as Record<string, Record<string, string>>).bn), v as ContentTranslations)
        : key === 'values' && Array.isArray(v)
          ? v.map((x: { id: string; value: string }) => ({ id: x.id, value: x.value }))
          : (v ?? (typeof empty === 'string' ? '' : empty));
  }
  return out;
}
