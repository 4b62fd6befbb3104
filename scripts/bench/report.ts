/**
 * Pure helpers of the benchmark report (docs/benchmarks.md): medians, gzip totals, table formatting and the
 * marked sections that let one bench step rewrite its part of the page without losing the others.
 */
import { gzipSync } from 'node:zlib';

/** Median of the finite values (mean of the two middle ones for an even count); NaN when there is none. */
export function median(values: number[]): number {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return Number.NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Bytes of `body` gzipped at zlib's default level 6 (what `next start`'s compression sends). */
export function gzipSize(body: Uint8Array | string): number {
  return gzipSync(body, { level: 6 }).length;
}

export interface ScriptFile {
  url: string;
  /** decoded size in bytes */
  raw: number;
  /** gzip size in bytes */
  gzip: number;
}

/** Totals of the JS files a page loaded; a URL loaded twice counts once. */
export function scriptTotals(files: ScriptFile[]): { count: number; raw: number; gzip: number; largest: ScriptFile[] } {
  const unique = new Map<string, ScriptFile>();
  for (const f of files) if (!unique.has(f.url)) unique.set(f.url, f);
  const list = [...unique.values()];
  return {
    count: list.length,
    raw: list.reduce((s, f) => s + f.raw, 0),
    gzip: list.reduce((s, f) => s + f.gzip, 0),
    largest: [...list].sort((a, b) => b.gzip - a.gzip).slice(0, 3),
  };
}

/** 1 kB = 1000 bytes, as Next.js and Lighthouse count. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A Lighthouse score (0..1) as the 0..100 figure the report shows. */
export const score100 = (score: number | null | undefined) =>
  score == null || !Number.isFinite(score) ? '–' : String(Math.round(score * 100));

/** "met" / "**not met**" against a goal where higher is better (`atLeast`) or lower is better (`atMost`). */
export function goal(value: number, { atLeast, atMost }: { atLeast?: number; atMost?: number }): string {
  const ok = (atLeast === undefined || value >= atLeast) && (atMost === undefined || value <= atMost);
  return ok ? 'met' : '**not met**';
}

export function markdownTable(head: string[], rows: (string | number)[][], align: ('l' | 'r')[] = []): string {
  const sep = head.map((_, i) => (align[i] === 'r' ? '---:' : '---'));
  const line = (cells: (string | number)[]) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), `|${sep.join('|')}|`, ...rows.map(line)].join('\n');
}

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/** Wraps a block in the markers that `replaceSection` finds again. */
export function section(id: string, body: string): string {
  return `${begin(id)}\n${body.trim()}\n${end(id)}`;
}

/** The ids of the marked blocks of `doc`, in their order. */
export function sectionIds(doc: string): string[] {
  return [...doc.matchAll(/<!-- bench:([\w-]+) -->/g)].map((m) => m[1]);
}

/**
 * `doc` with every block of `old` that it lacks put back (before the line `before`): a block written by hand that the
 * page's layout does not name yet is kept, never dropped by a run.
 */
export function keepSections(doc: string, old: string, before: string): string {
  let out = doc;
  for (const id of sectionIds(old)) if (readSection(out, id) === null) out = replaceSection(out, id, readSection(old, id) ?? '', before);
  return out;
}

/** The body of a marked block in `doc`, or null. */
export function readSection(doc: string, id: string): string | null {
  const from = doc.indexOf(begin(id));
  const to = doc.indexOf(end(id));
  if (from < 0 || to < from) return null;
  return doc.slice(from + begin(id).length, to).trim();
}

/**
 * Puts `body` into the block `id` of `doc`: replaces the block when it exists, otherwise inserts it before the
 * first line equal to `before` (a heading), otherwise appends it. Everything else in the page is kept.
 */
export function replaceSection(doc: string, id: string, body: string, before?: string): string {
  const block = section(id, body);
  const from = doc.indexOf(begin(id));
  const to = doc.indexOf(end(id));
  if (from >= 0 && to > from) return doc.slice(0, from) + block + doc.slice(to + end(id).length);
  if (before) {
    const at = doc.split('\n').indexOf(before);
    if (at >= 0) {
      const lines = doc.split('\n');
      return [...lines.slice(0, at), block, '', ...lines.slice(at)].join('\n');
    }
  }
  return `${doc.replace(/\s*$/, '')}\n\n${block}\n`;
}
