import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { LOCALES } from '@/i18n/locales';
import { DatabaseStartupError } from '@/server/db/client';
import { apiFailure, readBodyText, readMultipartBody, unavailableMessage, UNAVAILABLE_RETRY_AFTER } from './http';

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(`public/locales/${locale}/common.json`, 'utf8')).errors.unavailableText as string;
const refused = () =>
  new Error('Failed query: select 1', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });

describe('apiFailure', () => {
  it('answers 503 with Retry-After and the translated "temporarily unavailable" when the database cannot be reached', async () => {
    const res = await apiFailure('test', refused());
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER));
    const body = await res.json();
    // outside a request there is no LANGUAGE cookie: English
    expect(body).toEqual({ success: false, err: catalogue('en') });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.js|select 1/);
  });

  it('answers 503 when the database cannot be opened at all (first request while PostgreSQL is down)', async () => {
    const res = await apiFailure(
      'test',
      new DatabaseStartupError('Cannot connect to the database: PostgreSQL at 127.0.0.1:5432 refused the connection'),
    );
    expect(res.status).toBe(503);
    expect(new DatabaseStartupError('x')).toMatchObject({ digest: 'DB_UNAVAILABLE' });
  });

  it('answers 500 "Something Went Wrong" for any other failure, without its details', async () => {
    const res = await apiFailure('test', Object.assign(new Error('relation "orders" does not exist'), { code: '42P01' }));
    expect(res.status).toBe(500);
    expect(res.headers.get('retry-after')).toBeNull();
    expect(await res.json()).toEqual({ success: false, err: 'Something Went Wrong' });
  });

  it('has the message in every language of the shop, each its own translation', async () => {
    const texts = await Promise.all(LOCALES.map((l) => unavailableMessage(l.id)));
    LOCALES.forEach((l, i) => expect(texts[i]).toBe(catalogue(l.id)));
    expect(new Set(texts).size).toBe(LOCALES.length);
  });
});

describe('readBodyText', () => {
  /** a 50 MB body sent in 64 kB chunks without Content-Length, counting the chunks the server pulled */
  const hugeStream = () => {
    const chunk = new Uint8Array(64 * 1024).fill(97);
    const state = { pulled: 0 };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled * chunk.byteLength >= 50 * 1024 * 1024) return controller.close();
        state.pulled++;
        controller.enqueue(chunk);
      },
    });
    return { state, request: new Request('http://shop.test/api', { method: 'POST', body, duplex: 'half' } as RequestInit) };
  };

  it('gives up a 50 MB body without Content-Length after the limit, without reading the rest', async () => {
    const { state, request } = hugeStream();
    expect(await readBodyText(request, 1_000_000)).toBeNull();
    // 1 MB limit: 16 chunks of 64 kB, plus the one that crossed it (and at most one read ahead)
    expect(state.pulled).toBeLessThanOrEqual(18);
  });

  it('refuses a declared Content-Length above the limit without reading at all', async () => {
    const { state, request } = hugeStream();
    // what Next.js hands a route for a request that declared its length (fetch's Request drops the header)
    const declared = { headers: new Headers({ 'content-length': String(50 * 1024 * 1024) }), body: request.body } as Request;
    expect(await readBodyText(declared, 1_000_000)).toBeNull();
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it('reads a body within the limit as UTF-8', async () => {
    expect(await readBodyText(new Request('http://shop.test/api', { method: 'POST', body: '{"name":"Chêne"}' }), 100)).toBe(
      '{"name":"Chêne"}',
    );
    expect(await readBodyText(new Request('http://shop.test/api', { method: 'POST' }), 100)).toBe('');
  });
});

describe('readMultipartBody', () => {
  const form = () => {
    const f = new FormData();
    f.set('area', 'product');
    f.set('file', new Blob([new Uint8Array(2_000).fill(1)], { type: 'image/png' }), 'floor.png');
    return f;
  };

  it('reads a form within the limit, its fields and files', async () => {
    const read = await readMultipartBody(new Request('http://shop.test/api', { method: 'POST', body: form() }), 10_000);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.get('area')).toBe('product');
    expect((read.value.get('file') as File).size).toBe(2_000);
  });

  it('says tooLarge above the limit and invalid for a body that is not a form', async () => {
    expect(await readMultipartBody(new Request('http://shop.test/api', { method: 'POST', body: form() }), 1_000)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    const text = new Request('http://shop.test/api', {
      method: 'POST',
      body: 'area=product',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(await readMultipartBody(text, 1_000)).toEqual({ ok: false, reason: 'invalid' });
  });
});
