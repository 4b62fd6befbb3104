import { z } from 'zod';

/** Message keys (content.contact.errors.*) are returned instead of text so the page can translate them. */
export const contactSchema = z.object({
  name: z.string().trim().min(2, 'nameRequired').max(120, 'nameTooLong'),
  email: z.string().trim().max(200, 'emailInvalid').pipe(z.email('emailInvalid')),
  phone: z
    .string()
    .trim()
    .max(40, 'phoneInvalid')
    .refine((v) => v === '' || /^[+()\d\s.-]{7,}$/.test(v), 'phoneInvalid'),
  subject: z.string().trim().min(3, 'subjectRequired').max(200, 'subjectTooLong'),
  message: z.string().trim().min(10, 'messageTooShort').max(5000, 'messageTooLong'),
});
export const CONTACT_ERROR_KEYS: ReadonlySet<string> = new Set([
  'nameRequired',
  'nameTooLong',
  'emailInvalid',
  'phoneInvalid',
  'subjectRequired',
  'subjectTooLong',
  'messageTooShort',
  'messageTooLong',
]);
export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
