import { z } from 'zod';
import { STAFF_PERMISSION_KEYS } from '../permissions/permissions';
import { isCalendarDay } from '../orders/order-filters';
import { listQuerySchema } from './list-query';

/** Areas an activity entry can belong to: the permission areas and the staff section (admin writes). */
export const ACTIVITY_AREAS = [...STAFF_PERMISSION_KEYS, 'staff'] as const;

const isoDay = z.string().refine(isCalendarDay).optional().catch(undefined);

/**
 * The activity page's query (docs/requirements.md, "Activity log"): search, paging and the toolbar filters;
 * bad values are dropped, not refused, as on every dashboard table.
 */
export const activityQuerySchema = listQuerySchema.extend({
  area: z.enum(ACTIVITY_AREAS).optional().catch(undefined),
  actor: z.uuid().optional().catch(undefined),
  /** first and last day (inclusive), yyyy-mm-dd in the shop's time zone */
  from: isoDay,
  to: isoDay,
});
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** Longest value shown for one field; the rest is cut with an ellipsis. */
export const CHANGE_VALUE_LIMIT = 160;

function cut(text: string): string {
  return text.length > CHANGE_VALUE_LIMIT ? `${text.slice(0, CHANGE_VALUE_LIMIT - 1)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** A value as a person reads it: text as is, a list as "a, b", a record as "name: Oak, price: 30.00" (empty parts left out). */
function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(plain).join(', ');
  const record = asRecord(value);
  if (record)
    return Object.entries(record)
      .filter(([k, v]) => !BOOKKEEPING.has(k) && v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length))
      .map(([k, v]) => `${k}: ${plain(v)}`)
      .join(', ');
  return JSON.stringify(value);
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return cut(plain(value));
}

/** Fields every row carries that say nothing about the change (the entry has its own id and time). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

/** How an item of a list is told apart from the others: its id, code, address or name, else the ids it joins (one or a list). */
function identity(item: Record<string, unknown>, index: number): string {
  for (const k of ['id', 'sku', 'code', 'url', 'key', 'name']) if (typeof item[k] === 'string' && item[k]) return `${k}:${item[k]}`;
  const joins = Object.entries(item).flatMap(([k, v]) => {
    if (k.endsWith('Id') && typeof v === 'string' && v) return [`${k}:${v}`];
    // a variant's option values
    if (k.endsWith('Ids') && Array.isArray(v) && v.some((x) => typeof x === 'string' && x)) return [`${k}:${v.join(',')}`];
    return [];
  });
  return joins.length ? joins.join('/') : `#${index}`;
}

/** How the change names an item: its code, name or address, else its place in the list (1-based). */
function itemLabel(item: Record<string, unknown>, index: number): string {
  for (const k of ['sku', 'code', 'name', 'url']) if (typeof item[k] === 'string' && item[k]) return item[k] as string;
  return String(index + 1);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The changes of one field: a record field by field, a list of records item by item, anything else as a whole. */
function changesOf(field: string, before: unknown, after: unknown, out: FieldChange[]): void {
  if (same(before, after)) return;
  const [b, a] = [asRecord(before), asRecord(after)];
  if (b && a) {
    for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) if (!BOOKKEEPING.has(k)) changesOf(`${field}.${k}`, b[k], a[k], out);
    return;
  }
  const records = (v: unknown) => Array.isArray(v) && v.every((x) => asRecord(x) !== null);
  if (records(before) && records(after)) {
    const [bs, as] = [before as Record<string, unknown>[], after as Record<string, unknown>[]];
    const olds = new Map(bs.map((x, i) => [identity(x, i), { x, i }]));
    const news = new Map(as.map((x, i) => [identity(x, i), { x, i }]));
    const start = out.length;
    for (const [id, { x, i }] of news) {
      const old = olds.get(id);
      changesOf(`${field}[${itemLabel(x, i)}]`, old?.x ?? null, x, out);
    }
    for (const [id, { x, i }] of olds)
      if (!news.has(id)) out.push({ field: `${field}[${itemLabel(x, i)}]`, before: shown(x), after: null });
    // the same items in another order
    if (out.length === start) out.push({ field, before: shown(bs.map(itemLabel)), after: shown(as.map(itemLabel)) });
    return;
  }
  out.push({ field, before: shown(before), after: shown(after) });
}

/**
 * What an entry changed, field by field: every field of `before` or `after` whose value differs (a field only in
 * `after` was set, one only in `before` was removed); the row's id and timestamps are left out. A nested record is
 * compared field by field ("seo.title"), a list of records item by item, named by its code or name ("variants[OAK-1].price";
 * an item added or removed is shown whole). A value that is not an object is shown as the single field `value`.
 * Values are shown as text a person reads (lists as "a, b"), long ones cut.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before) ?? (before === undefined || before === null ? {} : { value: before });
  const a = asRecord(after) ?? (after === undefined || after === null ? {} : { value: after });
  const out: FieldChange[] = [];
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)]))
    if (!BOOKKEEPING.has(field)) changesOf(field, b[field], a[field], out);
  return out;
}

/** Field names whose values an activity entry never holds (written as "[hidden]"). */
const SECRET_FIELD = /password|secret|token/i;
export const HIDDEN_VALUE = '[hidden]';

/**
 * A JSON-safe copy of a value for the activity log: dates as ISO strings, functions dropped, and the value of
 * every field named like a password, secret or token replaced by "[hidden]", at any depth.
 */
export function activityJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value), (key, v) => (key && SECRET_FIELD.test(key) && v !== null && v !== '' ? HIDDEN_VALUE : v));
}

const ENTITY_PAGES: Record<string, string> = {
  attribute: '/dashboard/attributes',
  blog: '/dashboard/blogs',
  blogCategory: '/dashboard/blogs/categories',
  brand: '/dashboard/brand',
  category: '/dashboard/categories',
  color: '/dashboard/colors',
  coupon: '/dashboard/coupons',
  customer: '/dashboard/users',
  order: '/dashboard/orders',
  product: '/dashboard/product',
  shippingOption: '/dashboard/shipping',
  staff: '/dashboard/staffs',
  subcategory: '/dashboard/categories/subcategories',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The dashboard page of the thing an entry changed, when it has one (it may since have been deleted). */
export function entityHref(entity: string, entityId: string | null): string | null {
  const base = ENTITY_PAGES[entity];
  return base && entityId && UUID.test(entityId) ? `${base}/${entityId}` : null;
}
