import { z } from 'zod';

/** A guest's order look-up: the order number and the e-mail it was placed with (both must match). */
export const orderLookupSchema = z.object({
  number: z.string().trim().toUpperCase().max(40),
  email: z.string().trim().toLowerCase().email().max(254),
});
