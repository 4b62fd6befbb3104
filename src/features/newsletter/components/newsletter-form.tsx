'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Mail } from '@/components/ui/icons';
import { useErrorText } from '@/components/ui/use-error-text';
import { getPathname, usePathname } from '@/i18n/navigation';
import { subscribeAction } from '../actions';

/** Newsletter sign-up for the store footer (given to the layout through its `newsletter` slot). */
export function NewsletterForm() {
  const t = useTranslations('content.newsletter');
  const errorText = useErrorText({ errors: t, fallback: 'failed' });
  // the page's own address as the form's target before the scripts load: without it React writes action="", which
  // HTML does not allow (an empty action), though the browser posts to the same page either way
  const pathname = usePathname();
  const locale = useLocale();
  const permalink = getPathname({ href: pathname, locale });
  const [state, action, pending] = useActionState(subscribeAction, null, permalink);
  const error = state && !state.ok ? errorText.result(state) : null;
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
      <div>
        <h2 className="text-sm font-bold tracking-wider text-white uppercase">{t('title')}</h2>
        <p className="mt-1 text-white/70">{t('text')}</p>
      </div>
      {state?.ok ? (
        <p role="status" className="rounded-md bg-white/10 px-4 py-3 font-semibold text-white">
          {t('thanks')}
        </p>
      ) : (
        <form action={action} noValidate className="w-full md:max-w-md">
          <div className="flex gap-2">
            <label htmlFor="newsletter-email" className="sr-only">
              {t('email')}
            </label>
            <div className="relative flex-1">
              <Mail className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-white/50" aria-hidden />
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={200}
                autoComplete="email"
                placeholder={t('placeholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'newsletter-error' : undefined}
                className="h-11 w-full rounded-md border border-white/20 bg-white/10 ps-9 pe-3 text-white placeholder:text-white/50 focus:border-primary focus:ring-2 focus:ring-primary/40 focus:outline-none"
              />
            </div>
            <button
              type="submit"
              disabled={pending}
              className="h-11 shrink-0 rounded-md bg-primary px-5 font-semibold text-primary-fg transition-opacity hover:opacity-90 disabled:opacity-60"
            >
              {pending ? t('sending') : t('submit')}
            </button>
          </div>
          {error && (
            <p id="newsletter-error" role="alert" className="mt-2 text-xs font-medium text-red-300">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
