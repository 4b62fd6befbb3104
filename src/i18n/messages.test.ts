import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeMessages, pickMessages, STORE_CLIENT_MESSAGES } from './messages';

describe('mergeMessages (English fallback per key)', () => {
  it('keeps translated keys and fills missing ones from English', () => {
    const en = { home: { title: 'Home', shop: 'Shop' }, ok: 'OK' };
    const fr = { home: { title: 'Accueil' } };
    expect(mergeMessages(en, fr)).toEqual({ home: { title: 'Accueil', shop: 'Shop' }, ok: 'OK' });
  });
});

describe('pickMessages', () => {
  const all = { common: { nav: { home: 'Home' } }, dashCommerce: { newsletter: { title: 'News' }, coupons: { title: 'Coupons' } }, dashboard: { x: 'y' } };
  it('keeps whole namespaces and dotted sub-trees, nested as before, and nothing else', () => {
    expect(pickMessages(all, ['common', 'dashCommerce.newsletter'])).toEqual({ common: { nav: { home: 'Home' } }, dashCommerce: { newsletter: { title: 'News' } } });
  });
  it('skips paths that do not exist', () => {
    expect(pickMessages(all, ['nothing', 'common.nope'])).toEqual({});
  });
});

/**
 * The browser gets STORE_CLIENT_MESSAGES only (src/app/layout.tsx): every client component the store's routes can
 * render must translate within them. Follows the imports from every file of src/app outside the dashboard (whose
 * layout hands out all messages); a file is on the client when it says 'use client' or a client file imports it.
 */
describe('STORE_CLIENT_MESSAGES covers the store client components', () => {
  const SRC = path.resolve(import.meta.dirname, '..');
  const IMPORT = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  const resolveImport = (from: string, spec: string): string | null => {
    const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
    if (!base) return null;
    for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) if (existsSync(base + ext) && statSync(base + ext).isFile()) return base + ext;
    return null;
  };
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir).flatMap((e) => {
      const p = path.join(dir, e);
      return statSync(p).isDirectory() ? filesUnder(p) : /\.tsx?$/.test(e) && !e.endsWith('.test.ts') ? [p] : [];
    });
  const entries = filesUnder(path.join(SRC, 'app')).filter((f) => !f.startsWith(path.join(SRC, 'app', 'dashboard') + path.sep));
  // breadth-first over (file, on the client?)
  const clientFiles = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((f) => [f, false] as [string, boolean]);
  while (queue.length) {
    const [file, parentClient] = queue.shift()!;
    const text = readFileSync(file, 'utf8');
    const client = parentClient || /^['"]use client['"]/m.test(text);
    const key = `${file}|${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) clientFiles.add(file);
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1] ?? m[2]);
      if (target && !target.endsWith('.json')) queue.push([target, client]);
    }
  }
  const uses = [...clientFiles].flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/useTranslations\(\s*([^)]*?)\s*\)/g)].map((m) => {
      const arg = m[1];
      const literal = /^['"]([\w.]+)['"]$/.exec(arg)?.[1];
      const constant = /^\w+$/.test(arg) ? new RegExp(`const ${arg} = ['"]([\\w.]+)['"]`).exec(text)?.[1] : undefined;
      return { file: path.relative(SRC, file), namespace: literal ?? constant ?? `(not a known string: ${arg || 'all messages'})` };
    });
  });

  it('finds the store client components (the walk is not empty)', () => {
    const files = uses.map((u) => u.file);
    expect(files).toContain('features/catalogue/components/header-search.tsx');
    expect(files).toContain('features/checkout/components/checkout-form.tsx');
    expect(files).not.toContain('features/dashboard-products/components/product-form.tsx');
  });

  it('every namespace they translate with is sent to the browser', () => {
    const covered = (ns: string) => STORE_CLIENT_MESSAGES.some((p) => ns === p || ns.startsWith(`${p}.`));
    expect(uses.filter((u) => !covered(u.namespace))).toEqual([]);
  });
});
