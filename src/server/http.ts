import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { SOMETHING_WENT_WRONG } from '@/lib/api-response';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';

/** Seconds a client is asked to wait when the database cannot be reached (a restart takes a few seconds). */
export const UNAVAILABLE_RETRY_AFTER = 5;

async function requestLocale(): Promise<Locale> {
  try {
    const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
    return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // outside a request
  }
}

/** "The shop is temporarily unavailable…" in the language of the request (LANGUAGE cookie). */
export async function unavailableMessage(locale?: Locale): Promise<string> {
  const messages = (await loadMessages(locale ?? (await requestLocale()))) as { common?: { errors?: { unavailableText?: string } } };
  return messages.common?.errors?.unavailableText ?? 'The shop is temporarily unavailable. Please try again in a few moments.';
}

/**
 * The answer of an API route whose work failed: 503 with a translated "temporarily unavailable" and Retry-After
 * when the database cannot be reached (PostgreSQL restarting or stopped), otherwise 500 "Something Went Wrong".
 * Never a stack trace; the error is logged on the server.
 */
export async function apiFailure(name: string, err: unknown): Promise<NextResponse> {
  if (isDatabaseUnavailable(err)) {
    console.error(`[api] ${name}: database unavailable:`, (err as Error)?.cause ?? err);
    return NextResponse.json(
      { success: false, err: await unavailableMessage() },
      { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER), 'Cache-Control': 'no-store' } },
    );
  }
  console.error(`[api] ${name} failed:`, err);
  return NextResponse.json({ success: false, err: SOMETHING_WENT_WRONG }, { status: 500 });
}

/** Runs a read for an API route: the data as `{success: true, ...}`, or a logged failure (see apiFailure). */
export async function apiRead<T extends object>(name: string, read: () => Promise<T>, init?: ResponseInit): Promise<NextResponse> {
  try {
    return NextResponse.json({ success: true, ...(await read()) }, init);
  } catch (err) {
    return apiFailure(name, err);
  }
}

/** An application/x-www-form-urlencoded body (gateway notifications) as a record, or null above `limit` characters. */
export async function readUrlEncodedForm(req: Request, limit = 64 * 1024): Promise<Record<string, string> | null> {
  const text = await req.text();
  if (text.length > limit) return null;
  return Object.fromEntries(new URLSearchParams(text));
}
