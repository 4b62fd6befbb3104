import 'server-only';
import { NextResponse } from 'next/server';
import { SOMETHING_WENT_WRONG } from '@/lib/api-response';

/** Runs a read for an API route: the data as `{success: true, ...}`, or a logged failure as `{success: false, err}` (no stack trace). */
export async function apiRead<T extends object>(name: string, read: () => Promise<T>, init?: ResponseInit): Promise<NextResponse> {
  try {
    return NextResponse.json({ success: true, ...(await read()) }, init);
  } catch (err) {
    console.error(`[api] ${name} failed:`, err);
    return NextResponse.json({ success: false, err: SOMETHING_WENT_WRONG }, { status: 500 });
  }
}

/** An application/x-www-form-urlencoded body (gateway notifications) as a record, or null above `limit` characters. */
export async function readUrlEncodedForm(req: Request, limit = 64 * 1024): Promise<Record<string, string> | null> {
  const text = await req.text();
  if (text.length > limit) return null;
  return Object.fromEntries(new URLSearchParams(text));
}
