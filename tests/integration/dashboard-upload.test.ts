import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const dataDir = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync: mk } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { join } = require('node:path') as typeof import('node:path');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const dir = mk(join((require('node:os') as typeof import('node:os')).tmpdir(), 'floorshop-uploads-'));
  process.env.DATA_DIR = dir;
  return dir;
});
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { useDbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import { MAX_UPLOAD_BYTES } from '@/server/storage/process-image';
import { serveUpload } from '@/server/storage/serve-upload';
import { handleImageUpload } from '@/server/storage/upload-image';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ORIGIN = 'http://shop.test';
const png = (width = 40, height = 30) => sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } }).png().toBuffer();

function uploadRequest(file: Blob | null, area = 'product', headers: Record<string, string> = { origin: ORIGIN }, name = 'floor.png'): Request {
  const form = new FormData();
  if (file) form.append('file', file, name);
  form.append('area', area);
  return new Request(`${ORIGIN}/api/dashboard/upload`, { method: 'POST', body: form, headers: { host: 'shop.test', ...headers } });
}
const blob = (data: Buffer | string, type = 'image/png') => new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type });

function storedFiles(): string[] {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  const walk = (dir: string) => {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const n of names) {
      const p = path.join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.sort();
}

describe('image upload route', () => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;
  beforeAll(async () => {
    tdb = await createTestDatabase('pglite');
    useDbHandle(tdb.handle);
    await migrateDatabase(tdb.handle);
    actors = await createActors(tdb.handle.db, 'product');
  });
  afterAll(async () => {
    await tdb?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(ACTOR_KINDS)('needs edit on the area: %s', async (kind) => {
    actAs(actors[kind]);
    const before = storedFiles();
    const res = await handleImageUpload(uploadRequest(blob(await png())));
    const body = await res.json();
    if (allowed(kind, 'edit')) {
      expect(res.status).toBe(200);
      expect(body.ok).toBe(true);
      expect(storedFiles().length).toBe(before.length + 1);
    } else {
      expect(res.status).toBe(403);
      expect(body).toEqual({ ok: false, status: 403, error: 'forbidden' });
      expect(storedFiles()).toEqual(before);
    }
  });

  it('checks the right on the area named in the form, not on products', async () => {
    // staffEdit has rights on "product" only; staffWithout has every other area
    actAs(actors.staffEdit);
    expect((await handleImageUpload(uploadRequest(blob(await png()), 'blogs'))).status).toBe(403);
    actAs(actors.staffWithout);
    expect((await handleImageUpload(uploadRequest(blob(await png()), 'blogs'))).status).toBe(200);
    expect((await handleImageUpload(uploadRequest(blob(await png()), 'nonsense'))).status).toBe(400);
  });

  it('refuses cross-site requests', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    expect((await handleImageUpload(uploadRequest(blob(await png()), 'product', { origin: 'https://evil.test' }))).status).toBe(403);
    expect((await handleImageUpload(uploadRequest(blob(await png()), 'product', {}))).status).toBe(403);
    expect(storedFiles()).toEqual(before);
  });

  it('stores a real PNG as WebP under uploads/<yyyy>/<mm>/<uuid>.webp and serves it', async () => {
    actAs(actors.staffEdit);
    const res = await handleImageUpload(uploadRequest(blob(await png(40, 30))));
    const body = await res.json();
    expect(body.ok).toBe(true);
    expect(body.data).toMatchObject({ width: 40, height: 30 });
    expect(body.data.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/);
    const served = await serveUpload(body.data.url.replace('/uploads/', '').split('/'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('shrinks large pictures to 2400 px on the longest side', async () => {
    actAs(actors.admin);
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#ddd' } }).jpeg().toBuffer();
    const body = await (await handleImageUpload(uploadRequest(blob(big, 'image/jpeg'), 'product', { origin: ORIGIN }, 'big.jpg'))).json();
    expect(body.data).toMatchObject({ width: 2400, height: 1200 });
  });

  it('keeps a 2:1 panorama at full width for 360° tours and refuses a panorama of another shape', async () => {
    actAs(actors.admin);
    const upload = (data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'pano.jpg');
      form.append('area', 'pageSettings');
      form.append('purpose', 'panorama');
      return handleImageUpload(new Request(`${ORIGIN}/api/dashboard/upload`, { method: 'POST', body: form, headers: { host: 'shop.test', origin: ORIGIN } }));
    };
    const pano = await sharp({ create: { width: 4096, height: 2048, channels: 3, background: '#c8b49a' } }).jpeg().toBuffer();
    expect((await (await upload(pano)).json()).data).toMatchObject({ width: 4096, height: 2048 });
    const before = storedFiles();
    const square = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ccc' } }).jpeg().toBuffer();
    const res = await upload(square);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, status: 400, error: 'notPanorama' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses by content: a text file named .jpg, an SVG, an oversized file, an image bomb, no file', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    const text = await handleImageUpload(uploadRequest(blob('hello, I am not a picture', 'image/jpeg'), 'product', { origin: ORIGIN }, 'photo.jpg'));
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ ok: false, status: 415, error: 'notAnImage' });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const svgRes = await handleImageUpload(uploadRequest(blob(svg, 'image/png'), 'product', { origin: ORIGIN }, 'x.png'));
    expect(svgRes.status).toBe(415);
    expect((await svgRes.json()).error).toBe('unsupportedImage');

    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const hugeRes = await handleImageUpload(uploadRequest(blob(huge)));
    expect(hugeRes.status).toBe(413);
    expect((await hugeRes.json()).error).toBe('fileTooLarge');

    // 8000 × 8000 px of one colour compresses to a few kB but would decode to 192 MB
    const bomb = await sharp({ create: { width: 8_000, height: 8_000, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const bombRes = await handleImageUpload(uploadRequest(blob(bomb)));
    expect(bombRes.status).toBe(413);
    expect((await bombRes.json()).error).toBe('imageTooLarge');

    expect((await handleImageUpload(uploadRequest(null))).status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('serves only stored keys: no traversal, no other files', async () => {
    for (const segments of [['..', '..', 'etc', 'passwd'], ['2026', '11', '..%2f..%2fx.webp'], ['pglite', 'PG_VERSION'], ['2026', '11', 'not-a-uuid.webp']]) {
      expect((await serveUpload(segments)).status).toBe(404);
    }
  });
});
