'use server';

import { headers } from 'next/headers';
import { CONTACT_FIELDS, type ContactField } from '@/domain/content/contact';
import { submitContactMessage } from '@/server/contact/submit-contact-message';
import { requestClientAddress } from '@/server/security/client-address';

export interface ContactFormState {
  status: 'idle' | 'success' | 'invalid' | 'rateLimited' | 'failed';
  /** message keys of content.contact.errors */
  fieldErrors: Partial<Record<ContactField, string>>;
  values: Partial<Record<ContactField, string>>;
  /** increments per submission so the form re-mounts with the returned values */
  attempt: number;
}

/** Honeypot field name: looks like a real field to bots, hidden from people. */
const HONEYPOT = 'website';

export async function submitContactAction(prev: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const f of CONTACT_FIELDS) {
    const v = form.get(f);
    values[f] = typeof v === 'string' ? v.slice(0, 10_000) : '';
  }
  const h = await headers();
  const ip = requestClientAddress(h);
  const honeypot = form.get(HONEYPOT);
  const attempt = prev.attempt + 1;
  try {
    const result = await submitContactMessage(values, { ip, honeypot: typeof honeypot === 'string' ? honeypot : '' });
    if (result.ok) return { status: 'success', fieldErrors: {}, values: {}, attempt };
    if (result.reason === 'invalid') return { status: 'invalid', fieldErrors: result.fieldErrors, values, attempt };
    return { status: result.reason, fieldErrors: {}, values, attempt };
  } catch (err) {
    console.error('[contact] submit failed:', err);
    return { status: 'failed', fieldErrors: {}, values, attempt };
  }
}
