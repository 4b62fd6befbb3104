import 'server-only';
import sharp, { type Metadata } from 'sharp';

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
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
    readonly code: 'fileMissing' | 'fileTooLarge' | 'notAnImage' | 'unsupportedImage' | 'imageTooLarge' | 'notPanorama',
  ) {
    super(code);
  }
}

/**
 * Checks an upload by its content (never its name or declared type): only JPEG, PNG, WebP, GIF and AVIF
 * (SVG and everything else refused), at most MAX_INPUT_PIXELS; then converts it to WebP, rotated upright,
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
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp' || meta.format === 'gif' || (meta.format === 'heif' && meta.compression === 'av1');
  if (!ok) throw new UploadRefused(415, 'unsupportedImage');
  if (!meta.width || !meta.height) throw new UploadRefused(415, 'notAnImage');
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new UploadRefused(413, 'imageTooLarge');
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
