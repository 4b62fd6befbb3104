'use client';

import type { UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';

export type Form = UseFormReturn<Record<string, unknown>>;

/** The message of a field error: our own keys (`dashCatalogue.validation`) here, `dashboard.validation` keys by Field. */
export function useErrorText() {
  const t = useTranslations('dashCatalogue.validation');
  return (key: string | undefined) => (key && t.has(key) ? t(key) : key);
}
