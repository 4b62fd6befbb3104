import { z } from 'zod';
import { listQuerySchema } from '@/domain/dashboard/list-query';
import { staffTagSchema } from '../dashboard/staff-tags';

/** Kinds of customer record: `registered` can sign in, `guest` was made by orders alone (docs/requirements.md, "Guest customers"). */
export const CUSTOMER_KINDS = ['registered', 'guest'] as const;

/** The dashboard's customer list: search, sort, page, and the blocked, kind and tag filters (unknown values are ignored). */
export const customerListQuerySchema = listQuerySchema.extend({
  blocked: z.enum(['yes', 'no']).optional().catch(undefined),
  kind: z.enum(CUSTOMER_KINDS).optional().catch(undefined),
  /** customers carrying this tag (docs/requirements.md, "Customer notes and tags") */
  tag: staffTagSchema.optional().catch(undefined),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
