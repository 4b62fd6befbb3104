import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/env';

/**
 * Where uploaded files live. One module with save/read so the local disk (DATA_DIR/uploads) can be swapped
 * for S3-compatible storage later without touching the callers. Keys look like `2026/11/<uuid>.webp`.
 */
const KEY = /^\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/;

export const isStorageKey = (key: string) => KEY.test(key);

/** Public URL of a stored file (served by src/app/uploads/[...path]/route.ts). */
export const publicUrlOf = (key: string) => `/uploads/${key}`;

/** The folder holding the uploaded files (DATA_DIR/uploads). */
export function uploadsRoot(): string {
  return path.resolve(env.DATA_DIR, 'uploads');
}

function fileOf(key: string): string {
  if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
  const root = uploadsRoot();
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
  return file;
}

/**
 * The disk refused to store a file: `full` (no space or quota left) or `unavailable` (read-only, no permission,
 * anything else). The message is for the server log; callers answer with their own translated message.
 */
export class StorageError extends Error {
  constructor(
    readonly kind: 'full' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

function storageErrorOf(err: unknown, file: string): StorageError {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return new StorageError('full', `the disk holding ${uploadsRoot()} is full (${code}) writing ${file}`, { cause: err });
  return new StorageError('unavailable', `cannot write ${file}: ${(err as Error)?.message ?? err}`, { cause: err });
}

/**
 * Stores the bytes under `key` (written to a temporary name first, so a reader never sees half a file). When the
 * disk refuses (full, read-only...), the half-written temporary file is removed and a StorageError is thrown.
 */
export async function saveFile(key: string, data: Buffer): Promise<void> {
  const file = fileOf(key);
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => {});
    throw storageErrorOf(err, file);
  }
}

/** The bytes stored under `key`, or null when there is no such file (or the key is not one of ours). */
export async function readStoredFile(key: string): Promise<Buffer | null> {
  if (!isStorageKey(key)) return null;
  try {
    return await readFile(fileOf(key));
  } catch {
    return null;
  }
}

/** Stores a converted picture like an upload (uploads/<yyyy>/<mm>/<uuid>.webp) and answers its address. */
export async function storePicture(data: Buffer): Promise<string> {
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.webp`;
  await saveFile(key, data);
  return publicUrlOf(key);
}
