import { z } from 'zod';
import { TOUR_NAME } from './tours';

const path = z
  .string()
  .trim()
  .min(1, 'required')
  .max(2000, 'tooLong')
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');

/** /dashboard/virtualtour: a 360° tour (viewer at /360/{name}/index.html). */
export const tourFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  name: z.string().trim().min(1, 'required').max(80, 'tooLong').regex(TOUR_NAME, 'invalidSlug'),
  title: z.string().trim().min(1, 'required').max(160, 'tooLong'),
  image: path,
  panorama: path,
  position: z.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'notNegative').max(10_000, 'invalid'),
  published: z.boolean(),
});
export type TourForm = z.infer<typeof tourFormSchema>;
