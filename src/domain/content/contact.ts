import { z } from 'zod';
import { stripBidiControls } from '@/lib/clean-input';

/**
 * Message keys (content.contact.errors.*) are returned instead of text so the page can translate them. Every text
 * loses its bidi controls before it is trimmed and checked (docs/requirements.md, "Input handling").
 */
const plain = () => z.string().overwrite(stripBidiControls).trim();
export const contactSchema = z.object({
  name: plain().min(2, 'nameRequired').max(120, 'nameTooLong'),
  email: plain().max(200, 'emailInvalid').pipe(z.email('emailInvalid')),
  phone: plain()
    .max(40, 'phoneInvalid')
    .refine((v) => v === '' || /^[+()\d\s.-]{7,}$/.test(v), 'phoneInvalid'),
  subject: plain().min(3, 'subjectRequired').max(200, 'subjectTooLong'),
  message: plain().min(10, 'messageTooShort').max(5000, 'messageTooLong'),
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
