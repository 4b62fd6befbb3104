import { z } from 'zod';
import { staffTagSchema, staffTagsSchema } from '../dashboard/staff-tags';
import { orderSelectionSchema } from './order-filters';

/** `order.setTags`: an order's tags as staff left them (docs/requirements.md, "Order tags"). */
export const orderTagsSchema = z.object({ id: z.uuid(), tags: staffTagsSchema });

/** `order.bulkTag`: one tag added to (or taken off) each selected order. */
export const bulkOrderTagSchema = z.object({ ids: orderSelectionSchema, tag: staffTagSchema, remove: z.boolean().default(false) });
