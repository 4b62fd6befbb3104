'use client';

import { useMemo } from 'react';
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { mergeMessages, type Messages } from './merge';

/** The surrounding messages with a page's own merged in (see ClientMessages). */
export function MergeMessages({ messages, children }: { messages: Messages; children: React.ReactNode }) {
  const locale = useLocale();
  const parent = useMessages() as Messages;
  const merged = useMemo(() => mergeMessages(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
