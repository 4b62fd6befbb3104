import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';
import { staffTagsSchema } from '../dashboard/staff-tags';

/*
 * The staff's note and tags on a customer (docs/requirements.md, "Customer notes and tags"): for the shop only, shown
 * on the customer's page and on each of their orders; the customers list filters by tag.
 */

export const CUSTOMER_NOTE_MAX = 2000;

/** `customer.saveNotes`: the note and the tags (each once, in the order given). */
export const customerNotesSchema = z.object({
  id: z.uuid(),
  staffNote: z.string().trim().max(CUSTOMER_NOTE_MAX, limitMessage('maxChars', CUSTOMER_NOTE_MAX)).default(''),
  tags: staffTagsSchema,
});
