import { z } from 'zod';
import { TOUR_NAME } from './tours';
import { translationsSchema } from './translations-schema';

const path = z
  .string()
  .trim()
  .min(1, 'required')
  .max(2000, 'tooLong')
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || /^https?:\/\/[^\s/]+/.test(v), 'invalidUrl');

const title = z.string().trim().max(160, 'tooLong');
export const TOUR_TEXT_FIELDS = ['title'] as const;
export const tourTranslationsSchema = translationsSchema({ title });

/** /dashboard/virtualtour: a 360° tour (viewer at /360/{name}/index.html). */
export const tourFormSchema = z.object({
  id: z.uuid('invalid').optional(),
  name: z.string().trim().min(1, 'required').max(80, 'tooLong').regex(TOUR_NAME, 'invalidSlug'),
  title: title.min(1, 'required'),
  /** the title in Bengali, Arabic and French (docs/requirements.md, "Content in four languages"); absent: the stored ones stay */
  translations: tourTranslationsSchema.optional(),
  image: path,
  panorama: path,
  position: z.number({ error: 'wholeNumber' }).int('wholeNumber').min(0, 'notNegative').max(10_000, 'invalid'),
  published: z.boolean(),
});
export type TourForm = z.infer<typeof tourFormSchema>;
