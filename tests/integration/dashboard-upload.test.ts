import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
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

/** A failing disk: while `code` is set, writeFile writes half the bytes and then fails with that error code. */
const diskFault = vi.hoisted(() => ({ code: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof real.writeFile = async (file, data, options) => {
    if (!diskFault.code) return real.writeFile(file, data, options);
    const bytes = data as Uint8Array;
    await real.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    throw Object.assign(new Error(`${diskFault.code}: simulated disk failure, write`), { code: diskFault.code });
  };
  return { ...real, writeFile, default: { ...real, writeFile } };
});

import { useDbHandle } from '@/server/db';
import { migrateDatabase } from '@/server/db/migrate';
import { MAX_UPLOAD_BYTES } from '@/server/storage/process-image';
import { serveUpload } from '@/server/storage/serve-upload';
import { handleImageUpload } from '@/server/storage/upload-image';
import { ACTOR_KINDS, allowed, createActors, type ActorKind } from '../support/actors';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const ORIGIN = 'http://shop.test';
const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#8a5a2b' } })
    .png()
    .toBuffer();

function uploadRequest(
  file: Blob | null,
  area = 'product',
  headers: Record<string, string> = { origin: ORIGIN },
  name = 'floor.png',
): Request {
  const form = new FormData();
  if (file) form.append('file', file, name);
  form.append('area', area);
  return new Request(`${ORIGIN}/api/dashboard/upload`, { method: 'POST', body: form, headers: { host: 'shop.test', ...headers } });
}
/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A hand-made PNG whose header declares width × height pixels (RGB), holding `rows` rows of real data. */
function declaredPng(width: number, height: number, rows = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rows * (1 + width * 3)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
/** An empty ZIP archive: just its end-of-central-directory record, which is what unzip tools look for at the end. */
const EMPTY_ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);

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
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#ddd' } })
      .jpeg()
      .toBuffer();
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
      return handleImageUpload(
        new Request(`${ORIGIN}/api/dashboard/upload`, { method: 'POST', body: form, headers: { host: 'shop.test', origin: ORIGIN } }),
      );
    };
    const pano = await sharp({ create: { width: 4096, height: 2048, channels: 3, background: '#c8b49a' } })
      .jpeg()
      .toBuffer();
    expect((await (await upload(pano)).json()).data).toMatchObject({ width: 4096, height: 2048 });
    const before = storedFiles();
    const square = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#ccc' } })
      .jpeg()
      .toBuffer();
    const res = await upload(square);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ ok: false, status: 400, error: 'notPanorama' });
    expect(storedFiles()).toEqual(before);
  });

  it('refuses by content: a text file named .jpg, an SVG, an oversized file, an image bomb, no file', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    const text = await handleImageUpload(
      uploadRequest(blob('hello, I am not a picture', 'image/jpeg'), 'product', { origin: ORIGIN }, 'photo.jpg'),
    );
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ ok: false, status: 415, error: 'notAnImage' });

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const svgRes = await handleImageUpload(uploadRequest(blob(svg, 'image/png'), 'product', { origin: ORIGIN }, 'x.png'));
    expect(svgRes.status).toBe(415);
    expect((await svgRes.json()).error).toBe('unsupportedImage');

    const huge = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const hugeRes = await handleImageUpload(uploadRequest(blob(huge)));
    expect(hugeRes.status).toBe(413);
    expect((await hugeRes.json()).error).toBe('fileTooLarge');

    // 8000 × 8000 px of one colour compresses to a few kB but would decode to 192 MB
    const bomb = await sharp({ create: { width: 8_000, height: 8_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const bombRes = await handleImageUpload(uploadRequest(blob(bomb)));
    expect(bombRes.status).toBe(413);
    expect((await bombRes.json()).error).toBe('imageTooLarge');

    expect((await handleImageUpload(uploadRequest(null))).status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image bomb by its declared size before decoding: a tiny PNG declaring 50000 × 50000 px', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    const bomb = declaredPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(1_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 50_000, height: 50_000 });
    const res = await handleImageUpload(uploadRequest(blob(bomb)));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, status: 413, error: 'imageTooLarge' });
    // the same hand-made PNG at a sane size is a picture we accept, so the refusal above is about the pixels
    expect((await handleImageUpload(uploadRequest(blob(declaredPng(300, 200, 200))))).status).toBe(200);
    expect(storedFiles().length).toBe(before.length + 1);
  });

  it('refuses an SVG with a script even when it says it is an SVG', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>';
    const res = await handleImageUpload(uploadRequest(blob(svg, 'image/svg+xml'), 'product', { origin: ORIGIN }, 'logo.svg'));
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('unsupportedImage');
    expect(storedFiles()).toEqual(before);
  });

  it('stops reading a body without Content-Length as soon as it passes the limit', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`${ORIGIN}/api/dashboard/upload`, {
      method: 'POST',
      body: endless,
      headers: { host: 'shop.test', origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    const res = await handleImageUpload(req);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ ok: false, status: 413, error: 'fileTooLarge' });
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses polyglots: a picture that is also a web page, a script carrier or an archive', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    const pngBytes = await png();
    const jpegBytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#555' } })
      .jpeg()
      .toBuffer();
    const comment = Buffer.from('<script>alert(document.cookie)</script>');
    const jpegComment = Buffer.concat([
      jpegBytes.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0, comment.length + 2]),
      comment,
      jpegBytes.subarray(2),
    ]);
    const polyglots: [string, Buffer, string][] = [
      ['PNG followed by an HTML page', Buffer.concat([pngBytes, Buffer.from('<!DOCTYPE html><p>hi</p>')]), 'image/png'],
      ['PNG followed by a ZIP archive', Buffer.concat([pngBytes, EMPTY_ZIP]), 'image/png'],
      ['PNG followed by other bytes', Buffer.concat([pngBytes, Buffer.from('#!/bin/sh\necho owned\n')]), 'image/png'],
      ['JPEG whose comment segment is a script', jpegComment, 'image/jpeg'],
      ['JPEG followed by a ZIP archive', Buffer.concat([jpegBytes, EMPTY_ZIP]), 'image/jpeg'],
      [
        'PDF header inside a JPEG',
        Buffer.concat([jpegBytes.subarray(0, 2), Buffer.from([0xff, 0xfe, 0, 10]), Buffer.from('%PDF-1.7'), jpegBytes.subarray(2)]),
        'image/jpeg',
      ],
    ];
    for (const [what, bytes, type] of polyglots) {
      // each is still a picture sharp reads, so only the polyglot check stands in the way
      expect((await sharp(bytes).metadata()).width, what).toBe(40);
      const res = await handleImageUpload(uploadRequest(blob(bytes, type)));
      expect(res.status, what).toBe(415);
      expect(await res.json(), what).toEqual({ ok: false, status: 415, error: 'suspiciousContent' });
    }
    expect(storedFiles()).toEqual(before);
    // a phone photo with a video appended after the JPEG's end is an ordinary upload
    const motionPhoto = Buffer.concat([jpegBytes, Buffer.from('\0\0\0\x18ftypmp42'), Buffer.alloc(2_000)]);
    expect((await handleImageUpload(uploadRequest(blob(motionPhoto, 'image/jpeg')))).status).toBe(200);
  });

  it('a full or read-only disk gives a clear error and leaves no partial file', async () => {
    actAs(actors.admin);
    const before = storedFiles();
    try {
      diskFault.code = 'ENOSPC';
      const full = await handleImageUpload(uploadRequest(blob(await png())));
      expect(full.status).toBe(507);
      expect(await full.json()).toEqual({ ok: false, status: 507, error: 'storageFull' });
      expect(storedFiles()).toEqual(before);

      diskFault.code = 'EROFS';
      const readOnly = await handleImageUpload(uploadRequest(blob(await png())));
      expect(readOnly.status).toBe(500);
      expect(await readOnly.json()).toEqual({ ok: false, status: 500, error: 'storageUnavailable' });
      expect(storedFiles()).toEqual(before);
    } finally {
      diskFault.code = null;
    }
    expect((await handleImageUpload(uploadRequest(blob(await png())))).status).toBe(200);
    expect(storedFiles().length).toBe(before.length + 1);
  });

  it('serves only stored keys: no traversal, no other files', async () => {
    for (const segments of [
      ['..', '..', 'etc', 'passwd'],
      ['2026', '11', '..%2f..%2fx.webp'],
      ['pglite', 'PG_VERSION'],
      ['2026', '11', 'not-a-uuid.webp'],
    ]) {
      expect((await serveUpload(segments)).status).toBe(404);
    }
  });
});
