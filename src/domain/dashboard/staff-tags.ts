import { z } from 'zod';
import { limitMessage } from '@/lib/limit-message';

/*
 * The staff's tags on a customer or an order (docs/requirements.md, "Customer notes and tags" and "Order tags"): for
 * the shop only, filtered on in the lists.
 */

export const STAFF_TAG_MAX = 30;
export const STAFF_TAGS_MAX = 20;

/** A tag as stored: trimmed, lower case, letters, digits, spaces and hyphens (any script), up to 30 characters. */
export const staffTagSchema = z
  .string()
  .trim()
  .toLowerCase()
  // a blank tag says so, not that its letters are wrong
  .min(1, { message: 'required', abort: true })
  .max(STAFF_TAG_MAX, limitMessage('maxChars', STAFF_TAG_MAX))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}\p{M} -]*$/u, 'invalidTag');

/** A record's tags: each once, in the order given, up to 20. */
export const staffTagsSchema = z
  .array(staffTagSchema)
  .max(STAFF_TAGS_MAX, limitMessage('maxItems', STAFF_TAGS_MAX))
  .default([])
  .transform((tags) => [...new Set(tags)]);
