'use client';

import { useTranslations } from 'next-intl';
import { useErrorText, type ErrorText } from '@/components/ui/use-error-text';

/**
 * useErrorText with the dashboard's messages: refusals from `dashboard.errors` (or the message an area names in
 * `params.messageKey`), field keys from the area's own validation messages (`area`), then `dashboard.validation`;
 * a key written in full (`dashCommerce.validation.x`) is read as it is.
 */
export function useDashboardErrorText({
  area,
  fieldFallback,
}: { area?: 'dashCatalogue.validation'; fieldFallback?: 'invalid' } = {}): ErrorText {
  const errors = useTranslations('dashboard.errors');
  const shared = useTranslations('dashboard.validation');
  const own = useTranslations(area ?? 'dashboard.validation');
  const all = useTranslations();
  return useErrorText({ errors, all, fields: area ? [own, shared] : [shared], fieldFallback });
}

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
