'use client';

import { useFormContext } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { ProductFormValues } from '@/domain/catalogue/product-form';
import { splitMessage } from '@/lib/limit-message';

/** The element id of a product form field. */
export const fieldId = (field: string) => `product-${field}`;

/**
 * What every section of the product form needs: the form (through react-hook-form's context), its texts and the
 * message of a field: a key of dashProducts.validation, else a dashboard.validation key (Field translates it).
 */
export function useProductField() {
  const form = useFormContext<ProductFormValues>();
  const t = useTranslations('dashProducts.form');
  const tv = useTranslations('dashProducts.validation');
  const common = useTranslations('dashboard.common');
  const shared = useTranslations('dashboard.validation');
  const { errors } = form.formState;
  const msg = (path: string): string | undefined => {
    let node: unknown = errors;
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    const m = (node as { message?: string } | undefined)?.message ?? (node as { root?: { message?: string } } | undefined)?.root?.message;
    if (!m) return undefined;
    // the product form's own messages, else the dashboard's shared ones (wholeNumber, maxChars:200, ...)
    const { key, values } = splitMessage(m);
    return tv.has(key) ? tv(key as 'slugTaken', values) : shared.has(key) ? shared(key as 'required', values) : m;
  };
  return { form, errors, t, common, msg, id: fieldId };
}
