import { mailTranslator } from '@/server/mail/mail-context';

/**
 * Stand-in for next-intl/server in integration tests, outside a Next.js request: the staff member's language is
 * English and texts come from the English message files, as the mails read them (an invoice, a CSV).
 * `vi.mock('next-intl/server', () => import('../support/next-intl-english'))`.
 */
export const getLocale = async () => 'en';
export const getTranslations = async (opts: { namespace: string }) => mailTranslator('en', opts.namespace);
