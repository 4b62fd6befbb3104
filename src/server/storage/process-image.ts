import 'server-only';
import sharp, { type Metadata } from 'sharp';

import { UPLOAD_MAX_BYTES } from '@/lib/body-limits.mjs';

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
/** image bombs: a small file that decodes to billions of pixels is refused before decoding */
export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_SIDE = 2400;
/** 360° tours: equirectangular panoramas are twice as wide as high and keep more detail */
export const MAX_PANORAMA_SIDE = 8192;

/** What an upload is for: a picture (products, logos, covers) or an equirectangular 360° panorama. */
export type UploadPurpose = 'image' | 'panorama';

/** A refused upload: HTTP status and a message key of `dashboard.errors`/`dashProducts.upload`. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code:
      'fileMissing' | 'fileTooLarge' | 'notAnImage' | 'unsupportedImage' | 'imageTooLarge' | 'notPanorama' | 'suspiciousContent',
  ) {
    super(code);
  }
}

/**
 * Markup a browser or interpreter would run if the file were ever served as something else (compared without
 * case, as browsers sniff). Each is long enough that compressed picture data holds it by chance about once in
 * ten thousand 8 MB files or less; `<svg` alone is left out for that reason (an SVG payload needs `<script` or
 * an `on...=` handler to do harm).
 */
const MARKUP = ['<script', '<html', '<iframe', '<object', '<embed', '<!doctype', '<?php', 'javascript:', 'onload=', 'onerror='];
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where a PNG's IEND chunk ends (its chunks walked from the signature), or null when the chunks do not add up. */
function pngEnd(input: Buffer): number | null {
  if (!input.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let at = 8;
  while (at + 12 <= input.length) {
    const length = input.readUInt32BE(at);
    const type = input.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at;
  }
  return null;
}

/**
 * A polyglot: a file that is a valid picture and something else too: markup (HTML, SVG, script, PHP) in its
 * bytes, a PDF header, a ZIP archive appended (its end record sits in the last 64 kB), or, for PNG and WebP
 * whose length is exact, anything after the picture's end. (JPEG is not checked for trailing bytes: phones append
 * motion-photo videos there.) The stored file is re-encoded anyway; refusing says plainly that something was hidden.
 */
export function hidesOtherContent(input: Buffer, format: string | undefined): boolean {
  const text = input.toString('latin1').toLowerCase();
  if (MARKUP.some((m) => text.includes(m))) return true;
  if (input.subarray(0, 1024).includes('%PDF-')) return true;
  if (input.subarray(Math.max(0, input.length - 65_557)).includes(ZIP_END)) return true;
  if (format === 'png') {
    const end = pngEnd(input);
    return end === null || end < input.length;
  }
  if (format === 'webp' && input.toString('latin1', 0, 4) === 'RIFF') return input.readUInt32LE(4) + 8 < input.length;
  return false;
}

/**
 * Checks an upload by its content (never its name or declared type): only JPEG, PNG, WebP, GIF and AVIF
 * (SVG and everything else refused), at most MAX_INPUT_PIXELS, no polyglot (hidesOtherContent); then converts it to WebP, rotated upright,
 * at most MAX_SIDE px per side, without metadata. A panorama must be 2:1 (equirectangular) and keeps up to
 * MAX_PANORAMA_SIDE px.
 */
export async function toWebp(input: Buffer, purpose: UploadPurpose = 'image'): Promise<{ data: Buffer; width: number; height: number }> {
  if (input.length > MAX_UPLOAD_BYTES) throw new UploadRefused(413, 'fileTooLarge');
  let meta: Metadata;
  try {
    // reads the header only (no decoding), so the pixel count can be checked before anything is decoded
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(415, 'notAnImage');
  }
  const ok =
    meta.format === 'jpeg' ||
    meta.format === 'png' ||
    meta.format === 'webp' ||
    meta.format === 'gif' ||
    (meta.format === 'heif' && meta.compression === 'av1');
  if (!ok) throw new UploadRefused(415, 'unsupportedImage');
  if (!meta.width || !meta.height) throw new UploadRefused(415, 'notAnImage');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UploadRefused(413, 'imageTooLarge');
  if (hidesOtherContent(input, meta.format)) throw new UploadRefused(415, 'suspiciousContent');
  if (purpose === 'panorama' && Math.abs(meta.width - 2 * meta.height) > meta.width * 0.01) throw new UploadRefused(400, 'notPanorama');
  const side = purpose === 'panorama' ? MAX_PANORAMA_SIDE : MAX_SIDE;
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new UploadRefused(415, 'notAnImage');
  }
}
