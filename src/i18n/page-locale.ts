import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './locales';

export type LocaleParams = Promise<{ locale: string }>;

/**
 * The language of a page under src/app/[locale], from its URL segment. Every page and layout that is rendered once and
 * served from cache calls it first, so next-intl reads the language from the segment rather than from the request
 * (which would make the page dynamic). An unknown segment is a 404.
 */
export async function pageLocale(params: Promise<{ locale?: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
