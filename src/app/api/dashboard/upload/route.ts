import { handleImageUpload } from '@/server/storage/upload-image';

/** Image uploads of the dashboard (multipart `file` + `area`); see handleImageUpload. */
export async function POST(req: Request) {
  return handleImageUpload(req);
}
