import { describe, expect, it } from 'vitest';
import {
  goal,
  gzipSize,
  kB,
  keepSections,
  markdownTable,
  median,
  readSection,
  replaceSection,
  score100,
  scriptTotals,
  section,
  sectionIds,
} from './report';

describe('median', () => {
  it('takes the middle value of an odd count, in any order', () => {
    expect(median([0.91, 0.62, 0.88])).toBe(0.88);
  });
  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('ignores runs that produced no figure, and is NaN when none did', () => {
    expect(median([Number.NaN, 7, 5, Number.NaN, 9])).toBe(7);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });
});

describe('gzip totals', () => {
  it('gzipSize shrinks repetitive JS and counts the gzip header', () => {
    const body = 'function a(){return 1}\n'.repeat(500);
    const size = gzipSize(body);
    expect(size).toBeLessThan(body.length / 20);
    expect(size).toBeGreaterThan(20);
  });
  it('sums each URL once and lists the largest files first', () => {
    const files = [
      { url: '/_next/static/chunks/a.js', raw: 1000, gzip: 400 },
      { url: '/_next/static/chunks/b.js', raw: 5000, gzip: 1500 },
      { url: '/_next/static/chunks/a.js', raw: 1000, gzip: 400 },
      { url: '/_next/static/chunks/c.js', raw: 300, gzip: 200 },
      { url: '/_next/static/chunks/d.js', raw: 100, gzip: 90 },
    ];
    const t = scriptTotals(files);
    expect(t).toMatchObject({ count: 4, raw: 6400, gzip: 2190 });
    expect(t.largest.map((f) => f.url.slice(-4))).toEqual(['b.js', 'a.js', 'c.js']);
  });
});

describe('formatting', () => {
  it('kB counts 1000 bytes and score100 rounds Lighthouse scores', () => {
    expect(kB(110_000)).toBe('110.0 kB');
    expect(kB(1234)).toBe('1.2 kB');
    expect(score100(0.955)).toBe('96');
    expect(score100(1)).toBe('100');
    expect(score100(null)).toBe('–');
    expect(score100(Number.NaN)).toBe('–');
  });
  it('goal compares with the limit, inclusive', () => {
    expect(goal(110_000, { atMost: 110_000 })).toBe('met');
    expect(goal(110_001, { atMost: 110_000 })).toBe('**not met**');
    expect(goal(95, { atLeast: 95 })).toBe('met');
    expect(goal(94, { atLeast: 95 })).toBe('**not met**');
  });
  it('markdownTable aligns columns and escapes pipes in cells', () => {
    expect(markdownTable(['a', 'b'], [['x|y', 2]], ['l', 'r'])).toBe('| a | b |\n|---|---:|\n| x\\|y | 2 |');
  });
});

describe('marked sections', () => {
  const doc = [
    '# Benchmarks',
    '',
    section('browser', 'old audits'),
    '',
    '## Load tests (autocannon)',
    '',
    section('load-PostgreSQL', 'pg table'),
    '',
  ].join('\n');

  it('reads a block back', () => {
    expect(readSection(doc, 'load-PostgreSQL')).toBe('pg table');
    expect(readSection(doc, 'missing')).toBeNull();
  });
  it('replaces only the named block and keeps the rest of the page', () => {
    const next = replaceSection(doc, 'browser', 'new audits');
    expect(readSection(next, 'browser')).toBe('new audits');
    expect(readSection(next, 'load-PostgreSQL')).toBe('pg table');
    expect(next).not.toContain('old audits');
    expect(next.split('\n').length).toBe(doc.split('\n').length);
  });
  it('inserts a new block before the given heading, or at the end without one', () => {
    const plain = '# Benchmarks\n\n## Load tests (autocannon)\n\ntable\n';
    const inserted = replaceSection(plain, 'browser', 'audits', '## Load tests (autocannon)');
    expect(inserted.indexOf('audits')).toBeLessThan(inserted.indexOf('## Load tests'));
    expect(inserted).toContain('table');
    const appended = replaceSection(plain, 'browser', 'audits', '## Nowhere');
    expect(appended.trimEnd().endsWith(section('browser', 'audits'))).toBe(true);
  });
});

describe('blocks written by hand', () => {
  it('keeps a block the new page lacks, before the given heading, and leaves the others as they are', () => {
    const old = [section('measured', 'old figures'), section('by-hand', 'a comparison'), '## Results', section('load', 'x')].join('\n');
    const fresh = [section('measured', 'new figures'), '', '## Results', '', section('load', 'y')].join('\n');
    const kept = keepSections(fresh, old, '## Results');
    expect(sectionIds(kept)).toEqual(['measured', 'by-hand', 'load']);
    expect(readSection(kept, 'by-hand')).toBe('a comparison');
    expect(readSection(kept, 'measured')).toBe('new figures');
    expect(keepSections(fresh, fresh, '## Results')).toBe(fresh);
  });
});
