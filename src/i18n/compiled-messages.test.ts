import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './messages';

type Tree = { [k: string]: string | Tree };
const ROOT = path.join(process.cwd(), 'public', 'locales');

/** every message of every language: [locale, key, text] */
function allMessages(): [string, string, string][] {
  const out: [string, string, string][] = [];
  const walk = (locale: string, prefix: string, node: string | Tree) => {
    if (typeof node === 'string') out.push([locale, prefix, node]);
    else for (const [k, v] of Object.entries(node)) walk(locale, prefix ? `${prefix}.${k}` : k, v);
  };
  for (const locale of readdirSync(ROOT)) {
    for (const file of readdirSync(path.join(ROOT, locale)))
      walk(locale, file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')) as Tree);
  }
  return out;
}

/** values for every argument a message takes, read from the parser's own AST: numbers for plurals and numbers, dates for dates */
function sampleValues(
  text: string,
  locale: string,
  count: number,
): Record<string, string | number | Date | ((chunks: unknown[]) => string)> {
  const values: Record<string, string | number | Date | ((chunks: unknown[]) => string)> = {};
  type El = { type: number; value: string; options?: Record<string, { value: El[] }>; children?: El[] };
  const visit = (els: El[]) => {
    for (const el of els) {
      // intl-messageformat element types: 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 8 tag
      if (el.type === 1) values[el.value] ??= `«${el.value}»`;
      else if (el.type === 2 || el.type === 6) values[el.value] = count;
      else if (el.type === 3 || el.type === 4) values[el.value] = new Date(Date.UTC(2026, 10, 24, 18, 30));
      else if (el.type === 5) values[el.value] = 'other';
      else if (el.type === 8) values[el.value] = (chunks) => `<${el.value}>${chunks.join('')}</${el.value}>`;
      for (const o of Object.values(el.options ?? {})) visit(o.value);
      if (el.children) visit(el.children);
    }
  };
  visit(new IntlMessageFormat(text, locale).getAst() as El[]);
  return values;
}

const flat = (v: unknown) => (Array.isArray(v) ? v.join('') : String(v));

describe('precompiled messages (icu-minify, the runtime next-intl formats with)', () => {
  const messages = allMessages();

  it('covers every translation file', () => {
    expect(messages.length).toBeGreaterThan(4000);
    expect(new Set(messages.map(([l]) => l))).toEqual(new Set(['en', 'bn', 'ar', 'fr']));
  });

  // thousands of messages formatted three times over: seconds of CPU, more on a busy machine than the default 5 s allow
  it('format every message of every language exactly as the ICU parser does, for 0, 1 and 3', { timeout: 60_000 }, () => {
    const mismatches: string[] = [];
    for (const [locale, key, text] of messages) {
      const ns = key.split('.')[0];
      const compiled = compileMessages({ [ns]: { m: text } });
      const t = createTranslator({ locale, messages: compiled, timeZone: 'America/Vancouver', namespace: ns as never }) as unknown as {
        (key: string, values?: object): string;
        rich: (key: string, values?: object) => unknown;
      };
      for (const count of [0, 1, 3]) {
        const values = sampleValues(text, locale, count);
        const expected = flat(new IntlMessageFormat(text, locale, undefined, { formatters: undefined }).format({ ...values }));
        const hasTags = Object.values(values).some((v) => typeof v === 'function');
        const got = flat(hasTags ? t.rich('m', values) : t('m', values));
        if (got !== expected) mismatches.push(`${locale} ${key}: ${JSON.stringify(got)} ≠ ${JSON.stringify(expected)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps a message without arguments a plain string and compiles the others', () => {
    const c = compileMessages({ a: { plain: 'Sign in', arg: 'Hello {name}', n: '{count, plural, one {# box} other {# boxes}}' } }) as {
      a: Record<string, unknown>;
    };
    expect(c.a.plain).toBe('Sign in');
    expect(Array.isArray(c.a.arg)).toBe(true);
    const t = createTranslator({ locale: 'en', messages: c, namespace: 'a' as never }) as unknown as (
      key: string,
      values?: object,
    ) => string;
    expect(t('arg', { name: 'Sam' })).toBe('Hello Sam');
    expect(t('n', { count: 1 })).toBe('1 box');
    expect(t('n', { count: 12 })).toBe('12 boxes');
  });

  it('are plain data that React can hand to the browser (no null-prototype objects)', () => {
    const protos = new Set<unknown>();
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        protos.add(Object.getPrototypeOf(v));
        Object.values(v).forEach(walk);
      }
    };
    walk(compileMessages({ a: { n: '{count, plural, =0 {none} one {# box} other {# boxes}}', s: '{kind, select, a {A} other {B}}' } }));
    expect([...protos]).toEqual([Object.prototype, Array.prototype].filter((p) => protos.has(p)));
    expect(protos.has(null)).toBe(false);
  });
});
