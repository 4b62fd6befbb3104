'use client';

import { useTranslations } from 'next-intl';

/** Field error text: `dashCommerce.validation.*` keys of this area, else the shared `dashboard.validation` key. */
export function useErrorText() {
  const own = useTranslations('dashCommerce.validation');
  const shared = useTranslations('dashboard.validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = message.startsWith('dashCommerce.validation.') ? message.slice('dashCommerce.validation.'.length) : null;
    if (key && own.has(key)) return own(key);
    if (shared.has(message)) return shared(message);
    return shared('invalid');
  };
}

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
