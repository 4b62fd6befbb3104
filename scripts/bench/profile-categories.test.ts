import { describe, expect, it } from 'vitest';
import { IDLE, timeByPart, type CpuProfile } from './profile-categories';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

describe('timeByPart', () => {
  it("counts Node's own frames for the part that called them, and idle and GC apart", () => {
    const profile: CpuProfile = {
      nodes: [
        frame(1, '(root)', '', [2, 5, 6]),
        frame(2, 'set', 'file:///app/src/server/cache/cache-store.mjs', [3]),
        frame(3, 'brotli', 'file:///app/src/server/cache/entry-codec.mjs', [4]),
        frame(4, 'processChunkSync', 'node:zlib'),
        frame(5, '(idle)', ''),
        frame(6, 'render', 'file:///app/node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js', [7]),
        frame(7, 'emit', 'node:events'),
      ],
      samples: [4, 4, 5, 7, 2],
      timeDeltas: [1000, 1000, 3000, 500, 250],
    };
    expect(timeByPart(profile)).toEqual([
      { part: IDLE, ms: 3 },
      { part: 'page cache: brotli', ms: 2 },
      { part: 'Next.js and React renderer (RSC payload and HTML)', ms: 0.5 },
      { part: 'page cache: files, hashing, policy', ms: 0.25 },
    ]);
  });
});
