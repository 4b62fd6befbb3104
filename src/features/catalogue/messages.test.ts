import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const load = (lang: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'locales', lang, 'catalogue.json'), 'utf8')) as Record<string, unknown>;

function leaves(obj: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of leaves(v as Record<string, unknown>, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

describe('catalogue translations', () => {
  const en = leaves(load('en'));
  it.each(['bn', 'ar', 'fr'])('%s has every English key, translated', (lang) => {
    const other = leaves(load(lang));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    // words that must not stay English (a few keys are the same in French: Options, Description, Prix...)
    const untranslated = [...en].filter(([k, v]) => other.get(k) === v && /[a-z]{4,}/i.test(v.replace(/\{[^{}]*\}/g, '')) && lang !== 'fr');
    expect(untranslated).toEqual([]);
  });
});
