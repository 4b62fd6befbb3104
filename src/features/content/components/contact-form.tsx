'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CircleCheck, Send } from '@/components/ui/icons';
import { CONTACT_FIELDS, type ContactField } from '@/domain/content/contact';
import { useErrorText } from '@/components/ui/use-error-text';
import { Alert, FieldError, inputClass, labelClass } from '@/components/ui/form';
import type { ActionResult } from '@/lib/action-result';
import { submitContactAction } from '../actions';

/** The server's answer and what was sent: the form re-mounts (`attempt`) with the sent values after a refusal. */
interface ContactFormState {
  result: ActionResult<null> | null;
  values: Partial<Record<ContactField, string>>;
  attempt: number;
}

const INITIAL: ContactFormState = { result: null, values: {}, attempt: 0 };

async function send(prev: ContactFormState, form: FormData): Promise<ContactFormState> {
  const values: Partial<Record<ContactField, string>> = {};
  for (const f of CONTACT_FIELDS) values[f] = String(form.get(f) ?? '');
  return { result: await submitContactAction(form), values, attempt: prev.attempt + 1 };
}

export function ContactForm() {
  const t = useTranslations('content.contact');
  const fieldMessages = useTranslations('content.contact.errors');
  const errorText = useErrorText({ errors: t, fields: [fieldMessages], fallback: 'failed' });
  const [state, action, pending] = useActionState(send, INITIAL);
  const failure = state.result && !state.result.ok ? state.result : null;
  const err = (f: ContactField) => errorText.fieldOf(failure, f);
  const field = (f: ContactField, opts: { type?: string; autoComplete?: string; required?: boolean; textarea?: boolean }) => {
    const e = err(f);
    const common = {
      id: `contact-${f}`,
      name: f,
      defaultValue: state.values[f] ?? '',
      'aria-invalid': e ? true : undefined,
      'aria-describedby': e ? `contact-${f}-error` : undefined,
      className: inputClass,
    };
    return (
      <div className={f === 'message' || f === 'subject' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`contact-${f}`} className={labelClass}>
          {t(f)}
        </label>
        {opts.textarea ? (
          <textarea {...common} rows={6} />
        ) : (
          <input {...common} type={opts.type ?? 'text'} autoComplete={opts.autoComplete} />
        )}
        {e && <FieldError id={`contact-${f}-error`}>{e}</FieldError>}
      </div>
    );
  };

  if (state.result?.ok) {
    return (
      <Alert kind="success" className="flex items-start gap-3 p-6">
        <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden />
        <p className="font-medium">{t('success')}</p>
      </Alert>
    );
  }
  const banner = !failure ? null : failure.error === 'invalid' ? t('fixErrors') : errorText.result(failure);
  return (
    <form key={state.attempt} action={action} noValidate className="grid gap-5 sm:grid-cols-2">
      {banner && (
        <Alert kind="error" className="font-medium sm:col-span-2">
          {banner}
        </Alert>
      )}
      {field('name', { autoComplete: 'name' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      {field('phone', { type: 'tel', autoComplete: 'tel' })}
      {field('subject', {})}
      {field('message', { textarea: true })}
      {/* honeypot: hidden from people and assistive technology, filled in by naive bots */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('honeypot')}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center gap-2 rounded-md bg-secondary-strong px-6 py-3 font-semibold text-secondary-contrast shadow-sm transition hover:opacity-90 disabled:opacity-60"
        >
          <Send className="size-4 flip-rtl" aria-hidden /> {pending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
