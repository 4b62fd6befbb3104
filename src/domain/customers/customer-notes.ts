import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';

/*
 * The staff's note and tags on a customer (docs/requirements.md, "Customer notes and tags"): for the shop only, shown
 * on the customer's page and on each of their orders; the customers list filters by tag.
 */

export const CUSTOMER_NOTE_MAX = 2000;
export const CUSTOMER_TAG_MAX = 30;
export const CUSTOMER_TAGS_MAX = 20;

/** A tag as stored: trimmed, lower case, letters, digits, spaces and hyphens (any script), up to 30 characters. */
export const customerTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  // a blank tag says so, not that its letters are wrong
  .min(1, { message: 'required', abort: true })
  .max(CUSTOMER_TAG_MAX, limitMessage('maxChars', CUSTOMER_TAG_MAX))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, 'invalidTag');

/** `customer.saveNotes`: the note and the tags (each once, in the order given). */
export const customerNotesSchema = z.object({
  id: z.uuid(),
  staffNote: z.string().trim().max(CUSTOMER_NOTE_MAX, limitMessage('maxChars', CUSTOMER_NOTE_MAX)).default(''),
  tags: z
    .array(customerTagSchema)
    .max(CUSTOMER_TAGS_MAX, limitMessage('maxItems', CUSTOMER_TAGS_MAX))
    .default([])
    .transform((tags) => [...new Set(tags)]),
});
