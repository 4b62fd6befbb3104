import { serveUpload } from '@/server/storage/serve-upload';

export async function GET(_req: Request, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  return serveUpload(path);
}
