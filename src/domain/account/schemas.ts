import { z } from 'zod';
import { stripBidiControls } from '@/lib/clean-input';
import { PASSWORD_MAX_LENGTH } from './password-rules';
import { refineCanadianAddress } from '../geo/postal-code';
import { addressFields } from '../orders/checkout-schema';

/**
 * Zod messages are translation keys of the `account` namespace (account.errors.*). Names, phones, e-mails and
 * addresses lose their bidi controls before they are trimmed and checked (docs/requirements.md, "Input handling").
 */
const plain = () => z.string().overwrite(stripBidiControls).trim();
const email = plain().toLowerCase().max(254, 'emailInvalid').email('emailInvalid');
const name = plain().min(1, 'nameRequired').max(120, 'nameTooLong');
const phone = plain()
  .max(40, 'phoneInvalid')
  .regex(/^[+\d\s().-]*$/, 'phoneInvalid');
/** rules beyond length (common passwords) are checked by passwordProblem on the server */
const newPassword = z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordTooLong');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
});
export const signUpSchema = z.object({ name, email, password: newPassword });
export const resetRequestSchema = z.object({ email });
export const resetPasswordSchema = z.object({ token: z.string().min(20).max(200), password: newPassword });
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH),
  newPassword,
});
export const profileSchema = z.object({ name, phone });
/** A new e-mail address takes the current password and a confirmation from the new mailbox. */
export const emailChangeSchema = z.object({
  email,
  currentPassword: z.string().min(1, 'passwordRequired').max(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
});

/**
 * A saved address: the checkout's own fields and rules (src/domain/orders/checkout-schema.ts), so an address the
 * book accepts is one checkout accepts; a country typed as its name is stored as its code. Its messages are the
 * checkout's (checkout.errors.*), shown by the address book (docs/requirements.md, "Addresses and postal codes").
 */
export const addressSchema = addressFields
  .extend({
    id: z.string().uuid().optional(),
    kind: z.enum(['billing', 'shipping']),
    isDefault: z.boolean().default(false),
  })
  .superRefine(
    refineCanadianAddress({ province: 'invalidProvince', postalCodeFormat: 'invalidPostalCode', postalCodeProvince: 'postalCodeProvince' }),
  );

export const productIdSchema = z.object({ productId: z.string().uuid() });
export const productIdsSchema = z.object({ productIds: z.array(z.string().uuid()).max(200) });

const MESSAGE_KEYS = new Set([
  'emailInvalid',
  'nameRequired',
  'nameTooLong',
  'phoneInvalid',
  'passwordRequired',
  'passwordTooLong',
  // a saved address's, which are the checkout's (checkout.errors.*)
  'required',
  'tooLong',
  'nameTooShort',
  'invalidPhone',
  'invalidEmail',
  'invalidZip',
  'invalidCountry',
  'invalidProvince',
  'invalidPostalCode',
  'postalCodeProvince',
]);

/** The first problem of a failed parse as a translation key (account.errors.*, an address's checkout.errors.*) and the field it concerns. */
export function firstIssue(error: z.ZodError): { error: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path[0] !== undefined ? String(issue.path[0]) : undefined;
  return { error: issue && MESSAGE_KEYS.has(issue.message) ? issue.message : 'invalid', field };
}
