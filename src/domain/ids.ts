import { z } from 'zod';

/** A row id; the message is a `dashboard.validation` key. */
export const uuidSchema = z.uuid('invalid');

/** Input of an action on one row. */
export const idSchema = z.object({ id: uuidSchema });

/** Input of a bulk action: one to `max` row ids. */
export const idListSchema = (max: number) => z.object({ ids: z.array(uuidSchema).min(1, 'required').max(max, 'tooLong') });

/** Input of a bulk action on at most 200 rows. */
export const idsSchema = idListSchema(200);
