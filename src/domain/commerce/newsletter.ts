import { z } from 'zod';

/** The newsletter sign-up (the footer's form and its server action): an e-mail address, stored in lower case. */
export const subscribeSchema = z.object({
  email: z
    .string({ error: 'invalidEmail' })
    .trim()
    .max(200, 'invalidEmail')
    .pipe(z.email('invalidEmail'))
    .transform((s) => s.toLowerCase()),
});
