import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Static analysis for src/i18n/messages.test.ts: which message paths the client components reachable from a route
 * file translate with. Follows imports from the file; a file is on the client when it says 'use client' or a client
 * file imports it. Each `useTranslations(ns)` binding is read through its calls: t('a.b') needs `ns.a.b`,
 * t(`errors.${code}`) needs the sub-tree `ns.errors`, anything else (a variable key, the translator passed on)
 * needs the whole namespace.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts'])
    if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
  return null;
}

export interface Reach {
  /** files that run in the browser */
  client: Set<string>;
  /** server files (where ClientMessages is rendered) */
  server: Set<string>;
}

export function reach(entries: string[]): Reach {
  const client = new Set<string>();
  const server = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((f) => [f, false] as [string, boolean]);
  while (queue.length) {
    const [file, parentClient] = queue.shift()!;
    const text = readFileSync(file, 'utf8');
    const isClient = parentClient || /^['"]use client['"]/m.test(text);
    const key = `${file}|${isClient}`;
    if (seen.has(key)) continue;
    seen.add(key);
    (isClient ? client : server).add(file);
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && !target.endsWith('.json') && !target.endsWith('.css')) queue.push([target, isClient]);
    }
  }
  return { client, server };
}

export interface MessageUse {
  file: string;
  /** a message path (key or sub-tree); '*' when the whole catalogue is used */
  path: string;
}

export function messageUses(file: string): MessageUse[] {
  const text = readFileSync(file, 'utf8');
  const rel = path.relative(SRC, file);
  const out: MessageUse[] = [];
  for (const m of text.matchAll(/const\s+(\w+)\s*=\s*useTranslations\(\s*([^)]*?)\s*\)/g)) {
    const [, name, arg] = m;
    const literal = /^['"]([\w.]+)['"]$/.exec(arg)?.[1];
    const constant = /^\w+$/.test(arg) ? new RegExp(`const ${arg} = ['"]([\\w.]+)['"]`).exec(text)?.[1] : undefined;
    const ns = arg === '' ? '' : (literal ?? constant);
    if (ns === undefined) {
      out.push({ file: rel, path: `(not a known namespace: ${arg})` });
      continue;
    }
    const join = (key: string) => (ns ? `${ns}.${key}` : key);
    // every mention of the translator after its binding
    const rest = text.slice(m.index! + m[0].length);
    for (const use of rest.matchAll(
      new RegExp(`(?<![\\w.])${name}(?:\\.(rich|markup|raw|has))?\\b(\\s*\\(\\s*(['"\`])((?:(?!\\3).)*)\\3)?`, 'g'),
    )) {
      const quote = use[3];
      const key = use[4];
      if (key !== undefined && quote !== '`') out.push({ file: rel, path: join(key) });
      else if (key !== undefined && quote === '`') {
        const prefix = key.split('${')[0].replace(/\.?[^.]*$/, '');
        out.push({ file: rel, path: prefix ? join(prefix) : ns || '*' });
      } else out.push({ file: rel, path: ns || '*' });
    }
  }
  return out;
}

/** Paths ClientMessages provides in these server files (`<ClientMessages paths={['a', 'b.c']}>`). */
export function declaredClientMessages(files: Iterable<string>): string[] {
  const out: string[] = [];
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(/<ClientMessages\s+paths=\{\[([^\]]*)\]\}/g)) {
      for (const p of m[1].matchAll(/['"]([\w.]+)['"]/g)) out.push(p[1]);
    }
  }
  return out;
}

export const covers = (provided: readonly string[], needed: string) => provided.some((p) => needed === p || needed.startsWith(`${p}.`));
