import 'server-only';
import { unzipSync } from 'fflate';
import { MAX_UPLOAD_BYTES, toWebp, UploadRefused } from './process-image';

/** The zip could not be read, or holds more than the limits allow. */
export class ZipRefused extends Error {
  constructor(readonly code: 'zipUnreadable' | 'zipTooManyPictures' | 'zipTooLarge') {
    super(code);
    this.name = 'ZipRefused';
  }
}

/** A file name as the CSV names it: the last part of its path in the zip, compared without case. */
export const pictureKey = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().toLowerCase();

/** A picture of the zip converted like an upload (WebP, checked by content), or why it cannot be used. */
export type ZipPicture = { data: Buffer } | { reason: string };

/**
 * The pictures of an uploaded zip that `wanted` names (by file name, any folder), each converted like an image
 * upload (src/server/storage/process-image.ts). Declared sizes are checked before anything is unpacked: at most
 * `maxPictures` pictures, `maxUnpacked` bytes together, MAX_UPLOAD_BYTES each.
 */
export async function readPictureZip(
  zip: Uint8Array,
  wanted: ReadonlySet<string>,
  limits: { maxPictures: number; maxUnpacked: number },
): Promise<Map<string, ZipPicture>> {
  const out = new Map<string, ZipPicture>();
  let count = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        const key = pictureKey(file.name);
        if (!wanted.has(key) || out.has(key) || file.name.endsWith('/')) return false;
        if (file.originalSize > MAX_UPLOAD_BYTES) {
          out.set(key, { reason: 'pictureTooLarge' });
          return false;
        }
        count += 1;
        unpacked += file.originalSize;
        if (count > limits.maxPictures) throw new ZipRefused('zipTooManyPictures');
        if (unpacked > limits.maxUnpacked) throw new ZipRefused('zipTooLarge');
        return true;
      },
    });
  } catch (err) {
    if (err instanceof ZipRefused) throw err;
    throw new ZipRefused('zipUnreadable');
  }
  for (const [name, bytes] of Object.entries(files)) {
    const key = pictureKey(name);
    if (out.has(key)) continue;
    try {
      out.set(key, { data: (await toWebp(Buffer.from(bytes), 'image')).data });
    } catch (err) {
      if (!(err instanceof UploadRefused)) throw err;
      out.set(key, { reason: err.code === 'imageTooLarge' || err.code === 'fileTooLarge' ? 'pictureTooLarge' : 'pictureUnreadable' });
    }
  }
  return out;
}
