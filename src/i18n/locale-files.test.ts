import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from './locales';

const ROOT = path.join(process.cwd(), 'public', 'locales');
const read = (lang: string, file: string) => JSON.parse(readFileSync(path.join(ROOT, lang, file), 'utf8')) as Record<string, unknown>;

/** key path -> string value, for every leaf */
function leaves(obj: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of leaves(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

/** names of the top-level ICU arguments of a message ({name}, {count, plural, ...}) */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) {
        const m = /^\{\s*([A-Za-z_][\w]*)\s*[,}]/.exec(message.slice(i));
        if (m) names.add(m[1]);
      }
      depth++;
    } else if (message[i] === '}') depth--;
  }
  return [...names].sort();
}

const namespaceFiles = readdirSync(path.join(ROOT, 'en')).filter((f) => f.endsWith('.json'));

describe('translation files', () => {
  it('has an English file for every declared namespace', () => {
    for (const ns of NAMESPACES) expect(namespaceFiles).toContain(`${ns}.json`);
  });

  describe.each(LOCALES.filter((l) => l.id !== 'en').map((l) => l.id))('%s', (lang) => {
    it.each(namespaceFiles)('%s has every key of the English file, with the same arguments', (file) => {
      const en = leaves(read('en', file));
      const other = leaves(read(lang, file));
      const missing = [...en.keys()].filter((k) => typeof other.get(k) !== 'string' || (other.get(k) as string).trim() === '');
      expect(missing, `${lang}/${file} lacks keys`).toEqual([]);
      for (const [k, v] of en) {
        if (typeof v === 'string') expect(argumentNames(other.get(k) as string), `${lang}/${file} ${k}`).toEqual(argumentNames(v));
      }
    });
  });

  it('finds a missing key (the check itself works)', () => {
    const en = leaves({ a: { b: 'x', c: 'y' } });
    const fr = leaves({ a: { b: 'x' } });
    expect([...en.keys()].filter((k) => !fr.has(k))).toEqual(['a.c']);
    expect(argumentNames('{count, plural, one {# item {x}} other {# items}} for {name}')).toEqual(['count', 'name']);
  });
});

describe('numbers in the Arabic messages', () => {
  // the shop writes Arabic numbers with Latin digits (Intl's "ar") and the percent sign "%" that goes with them:
  // a message with "٪" or Arabic-Indic digits would mix the two forms on one page
  it('use "%" and Latin digits, never "٪" or Arabic-Indic digits', () => {
    const mixed = NAMESPACES.flatMap((ns) =>
      [...leaves(read('ar', `${ns}.json`))].filter(([, v]) => typeof v === 'string' && /[٪٠-٩]/.test(v)).map(([k]) => `${ns}.${k}`),
    );
    expect(mixed).toEqual([]);
  });

  it('Intl formats Arabic percentages and amounts with the same digits and sign', () => {
    expect(new Intl.NumberFormat('ar', { style: 'percent' }).format(0.1)).toMatch(/^\D*10\D*%\D*$/);
  });
});
