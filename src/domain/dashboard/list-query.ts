import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Query of every dashboard table (search, sort, page), read from the URL and sent to the list action.
 * Areas extend it with their own filters: `listQuerySchema.extend({ status: ... })`.
 */
export const listQuerySchema = z.object({
  q: z.string().trim().max(100, 'tooLong').catch('').default(''),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(20)
    .default(20),
  sort: z
    .string()
    .max(40)
    .regex(/^[a-zA-Z]+$/)
    .optional()
    .catch(undefined),
  dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});
export type ListQuery = z.output<typeof listQuerySchema>;

export interface ListResult<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The sort column to use: the asked one when the table allows it, else the default. */
export function pickSort<K extends string>(asked: string | undefined, allowed: readonly K[], fallback: K): K {
  return (allowed as readonly string[]).includes(asked ?? '') ? (asked as K) : fallback;
}

/** Offset of the first row of a page. */
export const pageOffset = (q: Pick<ListQuery, 'page' | 'pageSize'>) => (q.page - 1) * q.pageSize;

/** The URL search params of a page as a plain object for listQuerySchema (first value of repeated keys). */
export function searchParamsObject(sp: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(sp)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}
