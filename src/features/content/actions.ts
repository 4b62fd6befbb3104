'use server';

import { z } from 'zod';
import { CONTACT_FIELDS, type ContactField } from '@/domain/content/contact';
import type { ActionResult } from '@/lib/action-result';
import { ActionError } from '@/server/action';
import { submitContactMessage } from '@/server/contact/submit-contact-message';
import { definePublicAction } from '@/server/public-action';

/** Honeypot field name: looks like a real field to bots, hidden from people. */
const HONEYPOT = 'website';

const text = z.string().max(10_000).catch('');
/** the form's shape only: the message is validated by submitContactMessage, after the honeypot (bots are told it worked) */
const contactForm = z.object({
  ...(Object.fromEntries(CONTACT_FIELDS.map((f) => [f, text])) as Record<ContactField, typeof text>),
  [HONEYPOT]: text,
});

const submitContact = definePublicAction('contact.submit', contactForm, async ({ [HONEYPOT]: honeypot, ...values }, ctx) => {
  const result = await submitContactMessage(values, { ip: await ctx.clientAddress(), honeypot });
  if (result.ok) return null;
  if (result.reason === 'invalid') throw new ActionError(400, 'invalid', undefined, result.fieldErrors as Record<string, string>);
  throw new ActionError(result.reason === 'rateLimited' ? 429 : 500, result.reason);
});

/** The contact form; field errors are keys of content.contact.errors. */
export async function submitContactAction(form: FormData): Promise<ActionResult<null>> {
  const input: Record<string, string> = {};
  for (const f of [...CONTACT_FIELDS, HONEYPOT]) {
    const v = form.get(f);
    input[f] = typeof v === 'string' ? v.slice(0, 10_000) : '';
  }
  return submitContact(input);
}
