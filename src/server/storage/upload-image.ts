import 'server-only';
import { z } from 'zod';
import { STAFF_PERMISSION_KEYS } from '@/domain/permissions/permissions';
import { ActionError, defineAction, isAllowed } from '@/server/action';
import { auth } from '@/server/auth/auth';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { actionAnswer, actionRoute, formInput } from '@/server/http';
import { MAX_UPLOAD_BYTES, toWebp, UploadRefused } from './process-image';
import { StorageError, storePicture } from './storage';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** the form's fields: the area the picture is for (its edit right is needed), its use, the file */
const uploadSchema = z.object({
  area: z.enum(STAFF_PERMISSION_KEYS),
  purpose: z.enum(['panorama', 'image']).catch('image'),
  file: z.instanceof(Blob, { message: 'fileMissing' }).refine((f) => f.size > 0, 'fileMissing'),
});

/**
 * A staff member with `edit` on `area` (read from the database) uploads an image; it is checked by content,
 * converted to WebP and stored as uploads/<yyyy>/<mm>/<uuid>.webp. Nothing cached shows it until a form saves it.
 */
export const uploadImage = defineAction(
  'upload.image',
  uploadSchema,
  'staff',
  async ({ area, purpose, file }, { actor }): Promise<UploadedImage> => {
    if (!isAllowed(actor, { area, action: 'edit' })) throw new ActionError(403, 'forbidden');
    if (file.size > MAX_UPLOAD_BYTES) throw new ActionError(413, 'fileTooLarge');
    try {
      const image = await toWebp(Buffer.from(await file.arrayBuffer()), purpose);
      const url = await storePicture(image.data);
      return { url, width: image.width, height: image.height };
    } catch (err) {
      if (err instanceof UploadRefused) throw new ActionError(err.status, err.code);
      if (err instanceof StorageError) {
        console.error('[upload] storage refused the file:', err.message);
        throw new ActionError(err.kind === 'full' ? 507 : 500, err.kind === 'full' ? 'storageFull' : 'storageUnavailable');
      }
      throw err;
    }
  },
  { expires: 'nothing' },
);

/**
 * `POST /api/dashboard/upload` (multipart: `file`, `area`, optional `purpose=panorama`): uploadImage behind actionRoute.
 * Anyone who cannot be staff is refused before the body (up to the upload limit, src/lib/body-limits.mjs) is read.
 */
export const handleImageUpload = actionRoute(uploadImage, {
  read: formInput(bodyLimitBytes('upload'), { tooLarge: 'fileTooLarge' }),
  gate: async () => {
    const actor = await auth().catch(() => null);
    return isAllowed(actor, 'staff') ? null : actionAnswer({ ok: false, status: 403, error: 'forbidden' });
  },
});
