import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Files and bytes under a cache folder. The server stores entries just after its answers and evicts others meanwhile,
 * so a file listed may be gone (or renamed from its temporary name) by the time it is measured: it counts for nothing.
 */
export function filesUnder(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const stat = statSync(path.join(entry.parentPath, entry.name), { throwIfNoEntry: false });
    if (!stat) continue;
    files++;
    bytes += stat.size;
  }
  return { files, bytes };
}

/** filesUnder once the server has stored what it answered: two equal readings 200 ms apart (10 s at most). */
export async function settledFilesUnder(dir: string): Promise<{ files: number; bytes: number }> {
  let last = filesUnder(dir);
  for (let i = 0; i < 50; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const now = filesUnder(dir);
    if (now.files === last.files && now.bytes === last.bytes) return now;
    last = now;
  }
  return last;
}
