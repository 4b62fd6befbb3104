'use client';

import { useLocale } from 'next-intl';

/** An amount with the shop's currency symbol, in the reader's number format. */
export function useMoney(symbol: string) {
  const locale = useLocale();
  const nf = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount: number) => `${symbol}${nf.format(amount)}`;
}
