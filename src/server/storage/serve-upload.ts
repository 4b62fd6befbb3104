import 'server-only';
import { readStoredFile } from './storage';

/**
 * `GET /uploads/<yyyy>/<mm>/<uuid>.webp`: a stored upload. Only keys of the exact stored shape are read
 * (no `..`, no other folders), so a path cannot leave the uploads folder. The names are random and never
 * reused, so the answer may be cached for a year.
 */
export async function serveUpload(segments: string[]): Promise<Response> {
  const data = await readStoredFile(segments.join('/'));
  if (!data) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(data.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
