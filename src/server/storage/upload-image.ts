import 'server-only';
import { z } from 'zod';
import { STAFF_PERMISSION_KEYS } from '@/domain/permissions/permissions';
import type { ActionResult } from '@/lib/action-result';
import { isAllowed } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readMultipartBody } from '@/server/http';
import { refuseCrossSite } from '@/server/security/csrf';
import { MAX_UPLOAD_BYTES, toWebp, UploadRefused } from './process-image';
import { StorageError, storePicture } from './storage';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

const areaSchema = z.enum(STAFF_PERMISSION_KEYS);
/** the file and the form's overhead (src/lib/body-limits.mjs) */
const BODY_LIMIT = bodyLimitBytes('upload');

const answer = (result: ActionResult<UploadedImage>) =>
  Response.json(result, { status: result.ok ? 200 : result.status, headers: { 'cache-control': 'no-store' } });
const refuse = (status: 400 | 403 | 413 | 415 | 500 | 507, error: string) => answer({ ok: false, status, error });

/**
 * `POST /api/dashboard/upload` (multipart: `file`, `area`, optional `purpose=panorama`): a staff member with `edit` on `area` (read from
 * the database) uploads an image; it is checked by content, converted to WebP and stored as
 * uploads/<yyyy>/<mm>/<uuid>.webp. Answers an ActionResult with `{url, width, height}`.
 */
export async function handleImageUpload(req: Request): Promise<Response> {
  const crossSite = await refuseCrossSite(req, { ok: false, status: 403, error: 'forbidden' });
  if (crossSite) return crossSite;
  const actor = await auth().catch(() => null);
  if (!actor || actor.blocked || !(actor.a || actor.s)) return refuse(403, 'forbidden');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > BODY_LIMIT) return refuse(413, 'fileTooLarge');
  const read = await readMultipartBody(req, BODY_LIMIT);
  if (!read.ok) return read.reason === 'tooLarge' ? refuse(413, 'fileTooLarge') : refuse(400, 'invalid');
  const form = read.value;
  const area = areaSchema.safeParse(form.get('area'));
  if (!area.success) return refuse(400, 'invalid');
  if (!isAllowed(actor, { area: area.data, action: 'edit' })) return refuse(403, 'forbidden');
  const purpose = form.get('purpose') === 'panorama' ? 'panorama' : 'image';
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return refuse(400, 'fileMissing');
  if (file.size > MAX_UPLOAD_BYTES) return refuse(413, 'fileTooLarge');
  try {
    const image = await toWebp(Buffer.from(await file.arrayBuffer()), purpose);
    const url = await storePicture(image.data);
    return answer({ ok: true, data: { url, width: image.width, height: image.height } });
  } catch (err) {
    if (err instanceof UploadRefused) return refuse(err.status, err.code);
    if (err instanceof StorageError) {
      console.error('[upload] storage refused the file:', err.message);
      return err.kind === 'full' ? refuse(507, 'storageFull') : refuse(500, 'storageUnavailable');
    }
    console.error('[upload] failed:', err);
    return refuse(500, 'somethingWentWrong');
  }
}
