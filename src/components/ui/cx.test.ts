import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { COUNT_BADGE_BASE } from './badge';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from './button';
import { cx } from './cx';
import { ICON_BUTTON_BASE, ICON_BUTTON_TONES } from './icon-button';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

/** every string literal of the code that looks like a list of Tailwind classes (the overrides callers could pass) */
function classStrings(): string[] {
  const found = new Set<string>();
  for (const file of sources(path.join(process.cwd(), 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)) {
      const s = (m[1] ?? m[2]).trim();
      const words = s.split(/\s+/);
      // class lists only: lowercase Tailwind-like words, at least one of the groups a caller could override
      if (!s || words.some((w) => !/^[!a-z0-9@[*-][\w:/.\[\]()%#&>*,=+-]*$/.test(w))) continue;
      if (words.some((w) => /^(-?[a-z0-9-]+:)*-?(size|w|h|p[xytbse]?|bg|text|leading)-/.test(w))) found.add(s);
    }
  }
  return [...found];
}

const sameClasses = (a: string, b: string) =>
  [...new Set(a.split(/\s+/))].sort().join(' ') === [...new Set(b.split(/\s+/))].sort().join(' ');

describe('cx (the light merge of the shared primitives)', () => {
  const bases = [
    ...Object.values(BUTTON_VARIANTS).flatMap((v) => Object.values(BUTTON_SIZES).map((s) => `${BUTTON_BASE} ${v} ${s}`)),
    ...Object.values(ICON_BUTTON_TONES).map((t) => `${ICON_BUTTON_BASE} ${t}`),
    COUNT_BADGE_BASE,
  ];
  const overrides = classStrings();

  it('finds the class strings of the code', () => {
    expect(overrides.length).toBeGreaterThan(500);
    expect(overrides).toContain('absolute end-2 top-2 size-8');
  });

  // every class string of the source tree against every primitive: seconds of CPU, more than 5 s on a busy machine
  it(
    'gives the same classes as the full tailwind-merge for every class string of the code over every primitive',
    { timeout: 60_000 },
    () => {
      const differ: string[] = [];
      for (const base of bases) {
        for (const o of overrides) {
          const light = cx(base, o);
          const full = twMerge(base, o);
          if (!sameClasses(light, full)) differ.push(`${o}\n  cx:       ${light}\n  twMerge:  ${full}`);
        }
      }
      expect(differ.slice(0, 10)).toEqual([]);
    },
  );

  it('lets a caller override size, padding and colours', () => {
    expect(cx('size-10 px-4 bg-primary text-fg text-sm', 'size-8 px-2 bg-red-700 text-red-700')).toBe(
      'text-sm size-8 px-2 bg-red-700 text-red-700',
    );
    expect(cx('h-9 px-3 text-sm', 'h-8', false, undefined, 'hover:bg-red-800')).toBe('px-3 text-sm h-8 hover:bg-red-800');
  });
});
