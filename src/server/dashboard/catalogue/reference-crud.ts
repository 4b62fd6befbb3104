import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { freeSlug, slugOrName, withId } from '@/domain/catalogue/reference-forms';
import { idListSchema, idSchema } from '@/domain/ids';
import { listQuerySchema, pageOffset, pickSort, type ListQuery, type ListResult } from '@/domain/dashboard/list-query';
import type { PermissionKey } from '@/domain/permissions/permissions';
import { ActionError, defineAction, type ActionContext } from '@/server/action';
import { mergeChanges, revalidateStore, type StoreChange } from '@/server/cache/revalidate-store';
import type { Tx } from '@/server/db';
import { containsPattern } from '@/server/db/like';
import { compactTranslations, TRANSLATION_LOCALES, type ContentTranslations } from '@/domain/content/translations';

/** How many rows of another table use each id: `Map<id, n>` (ids nobody uses are absent). */
export type UsageCounter = (tx: Tx, ids: string[]) => Promise<Map<string, number>>;

/** Counts rows of `table` whose `column` is one of the ids. */
export function countBy(table: PgTable, column: AnyPgColumn, distinct?: AnyPgColumn): UsageCounter {
  return async (tx, ids) => {
    if (!ids.length) return new Map();
    const n = distinct ? sql<number>`count(distinct ${distinct})::int` : sql<number>`count(*)::int`;
    const rows = await tx.select({ id: column, n }).from(table).where(inArray(column, ids)).groupBy(column);
    return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
  };
}

export type Usage = Record<string, number>;

async function usageOf(tx: Tx, counters: Record<string, UsageCounter>, ids: string[]): Promise<Map<string, Usage>> {
  const out = new Map<string, Usage>(ids.map((id) => [id, Object.fromEntries(Object.keys(counters).map((k) => [k, 0]))]));
  for (const [label, counter] of Object.entries(counters)) {
    for (const [id, n] of await counter(tx, ids)) {
      const u = out.get(id);
      if (u) u[label] = n;
    }
  }
  return out;
}

/**
 * The refusal of a delete: 409 `inUse` with what uses it, e.g. `{entity: 'color', name: 'Oak', products: 3,
 * variants: 2, others: 0}` (others: how many more of the batch are in use).
 */
export function refuseIfUsed(
  entity: string,
  rows: { id: string; name: string }[],
  usage: Map<string, Usage>,
  ignore: readonly string[] = [],
): void {
  const used = rows.filter((r) => Object.entries(usage.get(r.id) ?? {}).some(([k, n]) => n > 0 && !ignore.includes(k)));
  if (!used.length) return;
  const first = used[0];
  throw inUseError(entity, { name: first.name, ...usage.get(first.id), others: used.length - 1 });
}

/** 409 `inUse` whose message (`dashCatalogue.inUse.<entity>`) says what uses the row; the toast shows it through `messageKey`. */
export const inUseError = (entity: string, params: Record<string, string | number>) =>
  new ActionError(409, 'inUse', { entity, messageKey: `dashCatalogue.inUse.${entity}`, ...params });

/** The slug to store: a typed one must be free (409 with a field error), an empty one is made free from the name. */
export async function chooseSlug(
  tx: Tx,
  column: AnyPgColumn,
  idColumn: AnyPgColumn,
  table: PgTable,
  wanted: { slug: string; name: string },
  scope?: SQL,
  id?: string,
): Promise<string> {
  const base = slugOrName(wanted.slug, wanted.name);
  const clauses = [scope, id ? ne(idColumn, id) : undefined].filter(Boolean) as SQL[];
  const like = sql`(${column} = ${base} or ${column} like ${`${base}-%`})`;
  const taken = new Set(
    (
      await tx
        .select({ s: column })
        .from(table)
        .where(and(like, ...clauses))
    ).map((r) => String(r.s)),
  );
  if (!wanted.slug) return freeSlug(base, taken);
  if (taken.has(base)) throw new ActionError(409, 'conflict', undefined, { slug: 'slugTaken' });
  return base;
}

/** The name changes in some translated language (a save without translations keeps them: no change). */
export const namesChange = (before: ContentTranslations, after: ContentTranslations | undefined, field = 'name') =>
  !!after && TRANSLATION_LOCALES.some((l) => (before[l]?.[field] ?? '') !== (compactTranslations(after)[l]?.[field] ?? ''));

/** Columns every reference table has. */
interface BaseColumns {
  id: AnyPgColumn;
  name: AnyPgColumn;
}

export interface ReferenceCrudConfig<F extends z.ZodObject, Row extends { id: string; name: string }, E extends string = string> {
  /** action prefix and audit entity: `category` → `category.list`, `category.create`... */
  entity: E;
  area: PermissionKey;
  table: PgTable & BaseColumns;
  form: F;
  /** searched with ilike */
  searchColumns: AnyPgColumn[];
  /** sort keys of the list (column ids of the table) */
  sorts: Record<string, AnyPgColumn>;
  defaultSort: { key: string; dir: 'asc' | 'desc' };
  /** extra list filters (e.g. categoryId) and the clause they make */
  filters?: { shape: z.ZodRawShape; where: (f: Record<string, unknown>) => SQL | undefined };
  /** what uses a row: shown as counts in the list and refusing a delete */
  usage: Record<string, UsageCounter>;
  /** usage labels that are listed but do not block a delete (e.g. values of an attribute, deleted with it) */
  deletableWith?: readonly string[];
  /** the row to insert/update from the form (slug chosen here) */
  values: (tx: Tx, input: z.output<F>, id?: string) => Promise<Record<string, unknown>>;
  /** child rows written after the row (attribute values); runs before the audit so `after` includes them */
  writeChildren?: (tx: Tx, id: string, input: z.output<F>, isNew: boolean) => Promise<void>;
  /** the row plus its children, for get and the audit */
  load: (tx: Tx, id: string) => Promise<Row | undefined>;
  change: StoreChange;
  /**
   * Before an update is written, in its transaction: may refuse it, or change other rows it implies (the products
   * of a category being hidden); answers what else of the store that changed, cleared after the commit.
   */
  beforeUpdate?: (tx: Tx, id: string, input: z.output<F>, before: Row, audit: ActionContext['audit']) => Promise<StoreChange | undefined>;
}

export type ListedRow<Row> = Row & { usage: Usage };

/** list, get, create, update and delete of one kind of reference data, all through defineAction. */
export function referenceCrud<F extends z.ZodObject, Row extends { id: string; name: string }, const E extends string>(
  cfg: ReferenceCrudConfig<F, Row, E>,
) {
  const { entity, area, table } = cfg;
  /** what an update changed besides the rows of this table, by the row it answered (read once, after the commit) */
  const alsoChanged = new WeakMap<object, StoreChange>();
  const after = (data?: unknown) => {
    const extra = data && typeof data === 'object' ? alsoChanged.get(data) : undefined;
    revalidateStore(extra ? mergeChanges(cfg.change, extra) : cfg.change);
  };
  const listSchema = cfg.filters ? listQuerySchema.extend(cfg.filters.shape) : listQuerySchema;

  const list = defineAction(
    `${entity}.list`,
    listSchema,
    { area, action: 'view' },
    async (raw, { tx }): Promise<ListResult<ListedRow<Row>>> => {
      const query = raw as ListQuery & Record<string, unknown>;
      const sortKey = pickSort(query.sort, Object.keys(cfg.sorts), cfg.defaultSort.key);
      const dir = query.sort === sortKey ? query.dir : cfg.defaultSort.dir;
      const search = query.q ? or(...cfg.searchColumns.map((c) => ilike(c, containsPattern(query.q as string)))) : undefined;
      const where = and(search, cfg.filters?.where(query));
      const order = dir === 'asc' ? asc(cfg.sorts[sortKey]) : desc(cfg.sorts[sortKey]);
      const [{ total }] = await tx.select({ total: count() }).from(table).where(where);
      const ids = (
        await tx
          .select({ id: table.id })
          .from(table)
          .where(where)
          .orderBy(order, asc(table.id))
          .limit(query.pageSize)
          .offset(pageOffset(query))
      ).map((r) => String(r.id));
      const rows: Row[] = [];
      for (const id of ids) {
        const row = await cfg.load(tx, id);
        if (row) rows.push(row);
      }
      const usage = await usageOf(tx, cfg.usage, ids);
      return {
        rows: rows.map((r) => ({ ...r, usage: usage.get(r.id)! })),
        total: Number(total),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  );

  const get = defineAction(`${entity}.get`, idSchema, { area, action: 'view' }, async ({ id }, { tx }) => {
    const row = await cfg.load(tx, id);
    if (!row) throw new ActionError(404, 'notFound');
    return row;
  });

  const create = defineAction(
    `${entity}.create`,
    cfg.form,
    { area, action: 'edit' },
    async (input, { tx, audit }) => {
      const [{ id }] = (await tx
        .insert(table)
        .values((await cfg.values(tx, input)) as never)
        .returning({ id: table.id })) as { id: string }[];
      await cfg.writeChildren?.(tx, id, input, true);
      const row = await cfg.load(tx, id);
      await audit({ entity, entityId: id, after: row });
      return row!;
    },
    { after },
  );

  const update = defineAction(
    `${entity}.update`,
    withId(cfg.form),
    { area, action: 'edit' },
    async (input, { tx, audit }) => {
      const id = input.id as string;
      await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
      const before = await cfg.load(tx, id);
      if (!before) throw new ActionError(404, 'notFound');
      const extra = await cfg.beforeUpdate?.(tx, id, input as z.output<F>, before, audit);
      await tx
        .update(table)
        .set((await cfg.values(tx, input as z.output<F>, id)) as never)
        .where(eq(table.id, id));
      await cfg.writeChildren?.(tx, id, input as z.output<F>, false);
      const row = await cfg.load(tx, id);
      await audit({ entity, entityId: id, before, after: row });
      if (extra) alsoChanged.set(row!, extra);
      return row!;
    },
    { after },
  );

  const remove = defineAction(
    `${entity}.delete`,
    idListSchema(500),
    { area, action: 'delete' },
    async ({ ids }, { tx, audit }) => {
      const unique = [...new Set(ids)];
      // lock the rows first, so nothing can start using them between the check and the delete
      const found = (await tx
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, unique))
        .orderBy(asc(table.id))
        .for('update')) as { id: string; name: string }[];
      if (found.length !== unique.length) throw new ActionError(404, 'notFound');
      refuseIfUsed(entity, found, await usageOf(tx, cfg.usage, unique), cfg.deletableWith);
      for (const { id } of found) {
        const before = await cfg.load(tx, id);
        await tx.delete(table).where(eq(table.id, id));
        await audit({ entity, entityId: id, before });
      }
      return { deleted: found.length };
    },
    { after },
  );

  return { list, get, create, update, delete: remove };
}
