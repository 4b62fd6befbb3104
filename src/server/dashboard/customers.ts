import 'server-only';
import { and, arrayContains, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { orderListQuerySchema } from '@/domain/orders/order-filters';
import { pageOffset, pickSort, type ListResult } from '@/domain/dashboard/list-query';
import { customerListQuerySchema, type CustomerListQuery } from '@/domain/customers/customer-list-query';
import { customerNotesSchema } from '@/domain/customers/customer-notes';
import { toCsv } from '@/lib/csv';
import type { ActionResult } from '@/lib/action-result';
import type { Tx } from '@/server/db';
import { idSchema } from '@/domain/ids';
import { ActionError, defineAction } from '@/server/action';
import * as t from '@/server/db/schema';
import { queryOrders, type OrderRowDto } from './orders';
import { fromHundredths, toHundredths } from '@/domain/payments/status';
import { orderBalances } from '@/server/payments/order-payment-status';
import { containsPattern } from '@/server/db/like';
import { distinctTags } from './staff-tags';

export interface CustomerRowDto {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  blocked: boolean;
  orderCount: number;
  /** sum of the totals of orders not cancelled or refunded */
  totalSpent: string;
  /** the newest order's date, null without orders */
  lastOrderAt: string | null;
  /** false: a record made by guest orders or a phone order, no password and no linked identity (cannot sign in) */
  hasLogin: boolean;
  /** the staff's tags (docs/requirements.md, "Customer notes and tags") */
  tags: string[];
  createdAt: string;
}

export interface CustomerDetailDto extends CustomerRowDto {
  /** the staff's note on the customer, '' when none */
  staffNote: string;
  lastLoginAt: string | null;
  addresses: {
    id: string;
    kind: 'billing' | 'shipping';
    fullName: string;
    phone: string;
    email: string;
    house: string;
    city: string;
    state: string;
    zipCode: string;
    country: string;
    isDefault: boolean;
  }[];
  orders: OrderRowDto[];
  /** what all the customer's orders were paid, less refunds, and what they still owe (docs/requirements.md, "Balance due") */
  totalPaid: string;
  balanceDue: string;
}

const orderCount = sql<number>`(select count(*)::int from ${t.orders} o where o.user_id = "users"."id")`;
const totalSpent = sql<string>`(select coalesce(sum(o.total), 0)::numeric(12,2)::text from ${t.orders} o where o.user_id = "users"."id" and o.status not in ('cancelled', 'refunded'))`;

const lastOrderAt = sql<string | null>`(select max(o.created_at) from ${t.orders} o where o.user_id = "users"."id")`;
/** the record can sign in: a password or a linked Google/Facebook identity (docs/requirements.md, "Guest customers") */
const hasLogin = sql<boolean>`(${t.users.passwordHash} is not null or exists (select 1 from ${t.accounts} a where a.user_id = "users"."id"))`;

const SORTS = {
  name: t.users.name,
  email: t.users.email,
  createdAt: t.users.createdAt,
  orderCount,
  lastOrderAt,
  totalSpent: sql`(select coalesce(sum(o.total), 0) from ${t.orders} o where o.user_id = "users"."id" and o.status not in ('cancelled', 'refunded'))`,
} as const;

const columns = {
  id: t.users.id,
  name: t.users.name,
  email: t.users.email,
  phone: t.users.phone,
  blocked: t.users.blocked,
  tags: t.users.tags,
  createdAt: t.users.createdAt,
  lastLoginAt: t.users.lastLoginAt,
  orderCount,
  totalSpent,
  lastOrderAt,
  hasLogin,
};

const rowOf = (r: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  blocked: boolean;
  orderCount: number;
  totalSpent: string;
  lastOrderAt: string | Date | null;
  hasLogin: boolean;
  tags: string[];
  createdAt: Date;
}): CustomerRowDto => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  blocked: r.blocked,
  orderCount: Number(r.orderCount),
  totalSpent: r.totalSpent,
  // a raw max() may come back as a string or as a Date, depending on the driver
  lastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt).toISOString() : null,
  hasLogin: !!r.hasLogin,
  tags: r.tags,
  createdAt: r.createdAt.toISOString(),
});

/** The customers list query: filtered, sorted and paged (`limit` rows from the query's page when given). */
async function queryCustomers(tx: Tx, q: CustomerListQuery, limit?: number): Promise<ListResult<CustomerRowDto>> {
  const conds = [eq(t.users.role, 'customer')];
  if (q.blocked) conds.push(eq(t.users.blocked, q.blocked === 'yes'));
  if (q.kind) conds.push(q.kind === 'registered' ? hasLogin : sql`not ${hasLogin}`);
  // the tags' GIN index answers it
  if (q.tag) conds.push(arrayContains(t.users.tags, [q.tag]));
  if (q.q) {
    const like = containsPattern(q.q);
    conds.push(or(ilike(t.users.name, like), ilike(t.users.email, like), ilike(t.users.phone, like))!);
  }
  const where = and(...conds);
  const sortKey = pickSort(q.sort, Object.keys(SORTS) as (keyof typeof SORTS)[], 'createdAt');
  const [{ n }] = await tx.select({ n: count() }).from(t.users).where(where);
  const rows = await tx
    .select(columns)
    .from(t.users)
    .where(where)
    .orderBy(q.dir === 'asc' ? asc(SORTS[sortKey]) : desc(SORTS[sortKey]), asc(t.users.id))
    .limit(limit ?? q.pageSize)
    .offset(limit ? 0 : pageOffset(q));
  return {
    rows: rows.map(rowOf),
    total: Number(n),
    page: q.page,
    pageSize: q.pageSize,
  };
}

export const listCustomers = defineAction(
  'customer.list',
  customerListQuerySchema,
  { area: 'customers', action: 'view' },
  async (q, { tx }): Promise<ListResult<CustomerRowDto> & { tags: string[] }> => ({
    ...(await queryCustomers(tx, q)),
    tags: await distinctTags(tx, t.users, t.users.tags, eq(t.users.role, 'customer')),
  }),
);

/** The filtered customers list for the CSV export, up to 10 000 rows (not reachable over POST: the CSV route calls it). */
export const exportCustomers = defineAction(
  'customer.export',
  customerListQuerySchema,
  { area: 'customers', action: 'view' },
  async (q, { tx }): Promise<CustomerRowDto[]> => (await queryCustomers(tx, q, 10_000)).rows,
);

/** Columns of the customers CSV (header keys are translated by the route: dashCustomers.customersCsv). */
export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'email',
  'phone',
  'kind',
  'blocked',
  'orders',
  'totalSpent',
  'tags',
  'lastOrderAt',
  'createdAt',
] as const;

/** The CSV of the filtered customers list, after checking `customers` view against the database. */
export async function buildCustomersCsv(
  params: Record<string, string>,
  headers: Record<(typeof CUSTOMER_CSV_COLUMNS)[number], string>,
  words: { registered: string; guest: string; yes: string; no: string },
): Promise<ActionResult<string>> {
  const result = await exportCustomers(customerListQuerySchema.parse(params));
  if (!result.ok) return result;
  const rows = result.data.map((c) => [
    c.name,
    c.email,
    c.phone,
    c.hasLogin ? words.registered : words.guest,
    c.blocked ? words.yes : words.no,
    c.orderCount,
    c.totalSpent,
    c.tags.join(', '),
    c.lastOrderAt,
    c.createdAt,
  ]);
  return { ok: true, data: toCsv([CUSTOMER_CSV_COLUMNS.map((c) => headers[c]), ...rows]) };
}

export const getCustomer = defineAction(
  'customer.get',
  idSchema,
  { area: 'customers', action: 'view' },
  async ({ id }, { tx }): Promise<CustomerDetailDto> => {
    // the note only here: the list has no use for it
    const [u] = await tx
      .select({ ...columns, staffNote: t.users.staffNote })
      .from(t.users)
      .where(and(eq(t.users.id, id), eq(t.users.role, 'customer')));
    if (!u) throw new ActionError(404, 'notFound');
    const addresses = await tx
      .select()
      .from(t.addresses)
      .where(eq(t.addresses.userId, id))
      .orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt));
    const { rows: orders } = await queryOrders(tx, orderListQuerySchema.parse({}), 100, eq(t.orders.userId, id));
    const all = await tx
      .select({ id: t.orders.id, total: t.orders.total, paymentStatus: t.orders.paymentStatus, status: t.orders.status })
      .from(t.orders)
      .where(eq(t.orders.userId, id));
    let paid = 0n;
    let due = 0n;
    for (const b of (await orderBalances(tx, all)).values()) {
      paid += toHundredths(b.paid) ?? 0n;
      due += toHundredths(b.due) ?? 0n;
    }
    return {
      ...rowOf(u),
      staffNote: u.staffNote,
      lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
      addresses: addresses.map((a) => ({
        id: a.id,
        kind: a.kind,
        fullName: a.fullName,
        phone: a.phone,
        email: a.email,
        house: a.house,
        city: a.city,
        state: a.state,
        zipCode: a.zipCode,
        country: a.country,
        isDefault: a.isDefault,
      })),
      orders,
      totalPaid: fromHundredths(paid),
      balanceDue: fromHundredths(due),
    };
  },
);

export const setCustomerBlocked = defineAction(
  'customer.setBlocked',
  z.object({ id: z.uuid(), blocked: z.boolean() }),
  { area: 'customers', action: 'edit' },
  async ({ id, blocked }, { tx, audit }) => {
    const [before] = await tx
      .select({ blocked: t.users.blocked })
      .from(t.users)
      .where(and(eq(t.users.id, id), eq(t.users.role, 'customer')));
    if (!before) throw new ActionError(404, 'notFound');
    // blocking ends every session of the customer at once (the session version is checked on each request)
    await tx
      .update(t.users)
      .set({
        blocked,
        updatedAt: new Date(),
        ...(blocked && !before.blocked ? { sessionVersion: sql`${t.users.sessionVersion} + 1` } : {}),
      })
      .where(eq(t.users.id, id));
    await audit({ entity: 'customer', entityId: id, before, after: { blocked } });
    return { id, blocked };
  },
  { expires: 'nothing' },
);

/** Saves the staff's note and tags on a customer (never shown to the customer). */
export const saveCustomerNotes = defineAction(
  'customer.saveNotes',
  customerNotesSchema,
  { area: 'customers', action: 'edit' },
  async ({ id, staffNote, tags }, { tx, audit }) => {
    const [before] = await tx
      .select({ staffNote: t.users.staffNote, tags: t.users.tags })
      .from(t.users)
      .where(and(eq(t.users.id, id), eq(t.users.role, 'customer')))
      .for('update');
    if (!before) throw new ActionError(404, 'notFound');
    await tx.update(t.users).set({ staffNote, tags, updatedAt: new Date() }).where(eq(t.users.id, id));
    await audit({ entity: 'customer', entityId: id, before, after: { staffNote, tags } });
    return { id, staffNote, tags };
  },
  { expires: 'nothing' },
);

export const customerActions = { listCustomers, getCustomer, setCustomerBlocked, saveCustomerNotes };
