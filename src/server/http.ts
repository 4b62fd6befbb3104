import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { DEFAULT_LOCALE, firstLocale, type Locale, LOCALE_COOKIE } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { SOMETHING_WENT_WRONG } from '@/lib/api-response';
import { isDatabaseUnavailable } from '@/lib/db-unavailable';
import type { ActionFailure, ActionResult } from '@/lib/action-result';
import { isSameOrigin, refuseCrossSite } from '@/server/security/csrf';

/** Seconds a client is asked to wait when the database cannot be reached (a restart takes a few seconds). */
export const UNAVAILABLE_RETRY_AFTER = 5;

async function requestLocale(): Promise<Locale> {
  try {
    const chosen = (await cookies()).get(LOCALE_COOKIE)?.value;
    return firstLocale(chosen);
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
    return failureEnvelope(503);
  }
  console.error(`[api] ${name} failed:`, err);
  return failureEnvelope(500);
}

/** The envelope of a failed API answer: 503 translated with Retry-After (never cached), or 500 "Something Went Wrong". */
async function failureEnvelope(status: 503 | 500, headers: Record<string, string> = {}): Promise<NextResponse> {
  if (status === 500) return NextResponse.json({ success: false, err: SOMETHING_WENT_WRONG }, { status, headers });
  return NextResponse.json(
    { success: false, err: await unavailableMessage() },
    { status, headers: { ...headers, 'retry-after': String(UNAVAILABLE_RETRY_AFTER), 'cache-control': 'no-store' } },
  );
}

/** Runs a read for an API route: the data as `{success: true, ...}`, or a logged failure (see apiFailure). */
export async function apiRead<T extends object>(name: string, read: () => Promise<T>, init?: ResponseInit): Promise<NextResponse> {
  try {
    return NextResponse.json({ success: true, ...(await read()) }, init);
  } catch (err) {
    return apiFailure(name, err);
  }
}

/**
 * The request body, read as it arrives and given up as soon as it passes `limit` bytes: a missing or false
 * Content-Length cannot make the server buffer more (a 50 MB body is refused after the first `limit` bytes).
 * Null when it is too large.
 */
export async function readBodyBytes(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel().catch(() => {});
    return null;
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The body as UTF-8 text, or null above `limit` bytes (see readBodyBytes). */
export async function readBodyText(req: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyBytes(req, limit);
  return bytes ? new TextDecoder().decode(bytes) : null;
}

/**
 * A multipart form body read within `limit` bytes (see readBodyBytes), in the same shape as readJsonBody: `tooLarge`
 * when it is over the limit, `invalid` when it is not a form. The one reader of the routes that take files (the
 * dashboard's uploads and import, review photos).
 */
export async function readMultipartBody(
  req: Request,
  limit: number,
): Promise<{ ok: true; value: FormData } | { ok: false; reason: 'tooLarge' | 'invalid' }> {
  try {
    const body = await readBodyBytes(req, limit);
    if (!body) return { ok: false, reason: 'tooLarge' };
    const value = await new Response(body, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
    return { ok: true, value };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/**
 * A JSON body read within `limit` bytes (see readBodyBytes): an empty body is `{}`; `tooLarge` and `invalid` say why
 * it cannot be used, and nothing was done with it.
 */
export async function readJsonBody(
  req: Request,
  limit: number,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: 'tooLarge' | 'invalid' }> {
  const text = await readBodyText(req, limit);
  if (text === null) return { ok: false, reason: 'tooLarge' };
  if (!text.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** What a route hands its action: the input read from the request, or the refusal of a body that cannot be read. */
export type RouteInput = { ok: true; value: unknown } | { ok: false; refusal: ActionFailure };

/** Reads a route's input from its request (see jsonInput, formInput, queryInput). */
export type InputReader = (req: Request) => Promise<RouteInput>;

const TOO_LARGE = (error: string) => ({ ok: false, status: 413, error }) as const;
const UNREADABLE = { ok: false, status: 400, error: 'invalid' } as const;

/** A JSON body within `limit` bytes (readJsonBody); over it, 413 with `tooLarge` (or the route's own key). */
export function jsonInput(limit: number, tooLarge = 'tooLarge'): InputReader {
  return async (req) => {
    const body = await readJsonBody(req, limit);
    if (body.ok) return body;
    return { ok: false, refusal: body.reason === 'tooLarge' ? TOO_LARGE(tooLarge) : UNREADABLE };
  };
}

/**
 * A multipart body within `limit` bytes (readMultipartBody) as a plain object for the action's schema: each field's
 * value (a string or a File), the fields named in `lists` as arrays of all their values (empty files left out).
 */
export function formInput(limit: number, { lists = [], tooLarge = 'tooLarge' }: { lists?: string[]; tooLarge?: string } = {}): InputReader {
  return async (req) => {
    const body = await readMultipartBody(req, limit);
    if (!body.ok) return { ok: false, refusal: body.reason === 'tooLarge' ? TOO_LARGE(tooLarge) : UNREADABLE };
    const value: Record<string, unknown> = {};
    for (const key of new Set(body.value.keys())) {
      value[key] = lists.includes(key) ? body.value.getAll(key).filter((v) => typeof v === 'string' || v.size > 0) : body.value.get(key);
    }
    return { ok: true, value };
  };
}

/** The query string's parameters (the first value of each) as the action's input. */
export const queryInput: InputReader = async (req) => ({ ok: true, value: Object.fromEntries(new URL(req.url).searchParams) });

/** An action's result as the answer of its route: the result as JSON with its status, never cached. */
export function actionAnswer<T>(result: ActionResult<T>, headers: HeadersInit = { 'cache-control': 'no-store' }): Response {
  return Response.json(result, { status: result.ok ? 200 : result.status, headers });
}

/**
 * An action's result in the Store API's envelope (docs/requirements.md, "Response envelope"): `{success: true,
 * ...data}`, or `{success: false, err}` with `refusal` giving the status and text of a refusal; a database that cannot
 * be reached answers 503 with the translated "temporarily unavailable" and Retry-After, anything else that failed 500
 * "Something Went Wrong" (as apiFailure).
 */
export function envelopeAnswer(
  refusal: (failure: ActionFailure) => { status?: number; err: string },
  headers: Record<string, string> = { 'cache-control': 'no-store' },
) {
  return async <T extends object>(result: ActionResult<T>): Promise<Response> => {
    if (result.ok) return Response.json({ success: true, ...result.data }, { headers });
    if (result.status === 503 || result.status === 500) return failureEnvelope(result.status, headers);
    const { status = result.status, err } = refusal(result);
    return Response.json({ success: false, err }, { status, headers });
  };
}

/**
 * An API route in front of an action (src/server/action.ts for staff, src/server/public-action.ts for the
 * storefront): cross-site writes refused before anything is read (403), `gate` (a cheap refusal before the body is
 * read, such as a visitor without a session in front of a large upload), the input read with `read` (a body over its
 * limit or unreadable refused, nothing run), then the action (its authorisation, validation, throttles, transaction
 * and cache expiry) and its result answered by `answer` (JSON with its status, never cached, unless the route's API
 * has its own shape: envelopeAnswer).
 */
export function actionRoute<T>(
  action: (raw: unknown) => Promise<ActionResult<T>>,
  options: {
    read: InputReader;
    headers?: HeadersInit;
    gate?: () => Promise<Response | null>;
    answer?: (result: ActionResult<T>) => Response | Promise<Response>;
  },
): (req: Request) => Promise<Response> {
  const answer = options.answer ?? ((result: ActionResult<T>) => actionAnswer(result, options.headers));
  return async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && !isSameOrigin(req)) {
      // the route's own refusal body, with the translated explanation beside it
      const body = (await (await answer({ ok: false, status: 403, error: 'forbidden' })).json()) as Record<string, unknown>;
      const crossSite = await refuseCrossSite(req, body);
      if (crossSite) return crossSite;
    }
    const gated = await options.gate?.();
    if (gated) return gated;
    const input = await options.read(req);
    if (!input.ok) return answer(input.refusal);
    return answer(await action(input.value));
  };
}

/** An application/x-www-form-urlencoded body (gateway notifications) as a record, or null above `limit` bytes. */
export async function readUrlEncodedForm(req: Request, limit = 64 * 1024): Promise<Record<string, string> | null> {
  const text = await readBodyText(req, limit);
  return text === null ? null : Object.fromEntries(new URLSearchParams(text));
}

/**
 * A CSV download (`<name>-<yyyy-mm-dd>.csv`, never cached) for a successful result; a refusal answers the result as
 * JSON with its status.
 */
export function csvDownload(name: string, result: ActionResult<string>): Response {
  if (!result.ok) return Response.json(result, { status: result.status, headers: { 'cache-control': 'no-store' } });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(result.data, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
