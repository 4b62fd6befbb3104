/**
 * Where a CPU profile's time went, by part of the stack (scripts/bench/profile-renders.ts; docs/benchmarks.md,
 * "Where a first render's time goes"). A sample counts for the first frame, from the sampled function up through its
 * callers, that belongs to a known part; Node's own frames count for the part that called them.
 */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const IDLE = 'idle (waiting for PostgreSQL and I/O)';

/** The part a frame belongs to, or null when its caller decides (Node's internals, anonymous native frames). */
export function partOf(frame: ProfileNode['callFrame']): string | null {
  const { url, functionName: fn } = frame;
  if (fn === '(idle)') return IDLE;
  if (fn === '(garbage collector)') return 'garbage collection';
  if (fn === '(program)') return 'V8 (compiling, other)';
  if (/entry-codec|node:zlib/.test(url) || fn === 'zlibBufferSync' || fn === 'processChunkSync') return 'page cache: brotli';
  if (/cache-store|disk-store|cache-handler|redis-store/.test(url)) return 'page cache: files, hashing, policy';
  if (/lucide/.test(url)) return 'icons (lucide-react)';
  if (/use-intl|next-intl|intl-messageformat|format-message/.test(url)) return 'messages (use-intl)';
  if (/drizzle|node_modules\/pg|pg-protocol|pg-types/.test(url)) return 'database client (drizzle, pg)';
  if (/cx_ts|tailwind-merge/.test(url)) return 'class names (cx)';
  if (/app-(page|route)[\w.-]*runtime/.test(url)) return 'Next.js and React renderer (RSC payload and HTML)';
  if (/\.next\/server\/.*src_/.test(url)) return 'our components and reads';
  if (/\.next\/server|next\/dist/.test(url)) return 'Next.js (routing, request, cache calls)';
  if (/server\.mjs|\/src\//.test(url)) return 'server.mjs and our plain modules';
  return null;
}

/** Milliseconds per part, largest first. */
export function timeByPart(profile: CpuProfile): { part: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const totals = new Map<string, number>();
  for (const [id, micros] of self) {
    let part: string | null = null;
    for (let at: number | undefined = id; at !== undefined && part === null; at = parent.get(at)) part = partOf(byId.get(at)!.callFrame);
    const name = part ?? 'Node.js internals (streams, async hooks, timers)';
    totals.set(name, (totals.get(name) ?? 0) + micros / 1000);
  }
  return [...totals].map(([part, ms]) => ({ part, ms })).sort((a, b) => b.ms - a.ms);
}
