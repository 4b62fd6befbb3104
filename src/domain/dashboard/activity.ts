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

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > CHANGE_VALUE_LIMIT ? `${text.slice(0, CHANGE_VALUE_LIMIT - 1)}…` : text;
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Fields every row carries that say nothing about the change (the entry has its own id and time). */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt']);

/**
 * What an entry changed, field by field: every top-level field of `before` or `after` whose value differs
 * (a field only in `after` was set, one only in `before` was removed); the row's id and
 * timestamps are left out. A value that is not an object is
 * shown as the single field `value`. Values are shown as text, long ones cut.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const b = asRecord(before) ?? (before === undefined || before === null ? {} : { value: before });
  const a = asRecord(after) ?? (after === undefined || after === null ? {} : { value: after });
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !BOOKKEEPING.has(f));
  const out: FieldChange[] = [];
  for (const field of fields) {
    // null and absent are the same: nothing
    if (JSON.stringify(b[field] ?? null) === JSON.stringify(a[field] ?? null)) continue;
    out.push({ field, before: shown(b[field]), after: shown(a[field]) });
  }
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
