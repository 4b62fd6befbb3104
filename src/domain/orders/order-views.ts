import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import { filterParams, orderListQuerySchema } from './order-filters';

/*
 * Saved views of the orders list (docs/requirements.md, "Saved views"): a name and the list's search, filters and
 * sort, shared by the staff.
 */

export const ORDER_VIEW_NAME_MAX = 40;
/** The most views the shop keeps (each is a tab above the list). */
export const ORDER_VIEWS_MAX = 20;

/**
 * The list's parameters as a view keeps them: read by the list's own rules and written back in its order, without
 * paging and without what the list does not know, so the same filters always give the same text.
 */
export function viewQuery(params: Record<string, string | string[] | undefined>): string {
  return filterParams(orderListQuerySchema.parse(params)).toString();
}

/** `order.saveView`: a name and the list's parameters as a query string. */
export const orderViewSchema = z.object({
  name: z.string().trim().min(1, 'required').max(ORDER_VIEW_NAME_MAX, limitMessage('maxChars', ORDER_VIEW_NAME_MAX)),
  query: z
    .string()
    .max(1000, 'tooLong')
    .transform((q) => viewQuery(Object.fromEntries(new URLSearchParams(q))))
    // a view of the whole list is the list itself
    .refine((q) => q !== viewQuery({}), 'dashOrders.views.noFilters'),
});
