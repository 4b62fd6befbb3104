import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readLighthouseResult } from './lighthouse';
import { browserSection, frameworkGzip, type AxeResult, type LighthouseRun } from './lighthouse-report';
import { gzipSize } from './report';

const audit = (score: number | null, numericValue?: number, scoreDisplayMode = 'binary') => ({
  title: 't',
  score,
  scoreDisplayMode,
  numericValue,
});

describe('readLighthouseResult', () => {
  const lhr = {
    categories: {
      performance: {
        score: 0.55,
        auditRefs: [
          { id: 'total-blocking-time', weight: 30 },
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'dom-size', weight: 0 },
        ],
      },
      accessibility: {
        score: 0.98,
        auditRefs: [
          { id: 'heading-order', weight: 3 },
          { id: 'image-alt', weight: 10 },
          { id: 'bypass', weight: 0 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [{ id: 'meta-description', weight: 1 }] },
    },
    audits: {
      'total-blocking-time': audit(0.1, 9000, 'numeric'),
      'dom-size': audit(0.5, 1200, 'numeric'),
      'largest-contentful-paint': audit(0.95, 1800, 'numeric'),
      'cumulative-layout-shift': audit(1, 0.01, 'numeric'),
      'heading-order': audit(0),
      'image-alt': audit(1),
      bypass: audit(null, undefined, 'notApplicable'),
      'meta-description': audit(1),
      metrics: {
        ...audit(null, undefined, 'informative'),
        details: { items: [{ observedLargestContentfulPaint: 1315, observedFirstContentfulPaint: 1315 }] },
      },
    },
  };
  it('takes the category scores, the metrics and the audits that did not pass', () => {
    const run = readLighthouseResult(lhr);
    expect(run.scores).toEqual({ performance: 0.55, accessibility: 0.98, 'best-practices': 1, seo: 1 });
    expect(run.metrics['total-blocking-time']).toBe(9000);
    expect(run.metrics['cumulative-layout-shift']).toBe(0.01);
    expect(run.metrics['speed-index']).toBeNaN();
    expect(run.failing.map((f) => `${f.category}/${f.id}`)).toEqual(['performance/total-blocking-time', 'accessibility/heading-order']);
    expect(run.observedLcp).toBe(1315);
    expect(run.beforeLcp).toBeUndefined();
  });
  it('sums the bytes of the requests that had finished when the largest paint was shown, and the scripts among them', () => {
    const items = [
      { networkEndTime: 40, transferSize: 30_000, resourceType: 'Document' },
      { networkEndTime: 150, transferSize: 70_000, resourceType: 'Script' },
      { networkEndTime: 1315, transferSize: 5_000, resourceType: 'Image' },
      { networkEndTime: 1400, transferSize: 9_000, resourceType: 'Script' },
      { networkEndTime: -1, transferSize: 1_000, resourceType: 'Fetch' },
    ];
    const run = readLighthouseResult({
      ...lhr,
      audits: { ...lhr.audits, 'network-requests': { ...audit(null, undefined, 'informative'), details: { items } } },
    });
    expect(run.beforeLcp).toEqual({ bytes: 105_000, scripts: 70_000 });
  });
  it('refuses a result Lighthouse marked as failed', () => {
    expect(() => readLighthouseResult({ ...lhr, runtimeError: { code: 'NO_FCP', message: 'no paint' } })).toThrow(/NO_FCP/);
  });
});

describe('browserSection', () => {
  const run = (performance: number, accessibility: number): LighthouseRun => ({
    scores: { performance, accessibility, 'best-practices': 1, seo: 1 },
    metrics: {
      'largest-contentful-paint': 2000,
      'total-blocking-time': 100,
      'cumulative-layout-shift': 0,
      'first-contentful-paint': 900,
      'speed-index': 1500,
    },
    failing: accessibility < 1 ? [{ id: 'heading-order', title: 'Heading order', category: 'accessibility' }] : [],
  });
  const axe = (serious: number): AxeResult => ({
    name: 'home',
    path: '/',
    lang: 'ar',
    width: 390,
    byImpact: {
      critical: { rules: 0, nodes: 0 },
      serious: { rules: serious, nodes: serious * 2 },
      moderate: { rules: 1, nodes: 3 },
      minor: { rules: 0, nodes: 0 },
    },
    rules: ['region (moderate, 3)'],
  });
  const doc = browserSection({
    lighthouse: [
      { name: 'home', path: '/', runs: [run(0.97, 1), run(0.95, 1), run(0.96, 1)] },
      { name: 'listing', path: '/shop/laminate', runs: [run(0.99, 0.98), run(0.99, 0.98), run(0.99, 1)] },
    ],
    axe: [axe(0), axe(1)],
    js: [{ name: 'home', path: '/', files: [{ url: '/_next/static/chunks/a.js', raw: 300_000, gzip: 170_000 }] }],
    runs: 3,
    at: new Date('2026-11-23T16:00:00Z'),
    frameworkGzip: 132_800,
    load: [3.2, 4.5],
  });
  it('judges performance and LCP on every single run, the other goals on the median of the runs and the worst page', () => {
    expect(doc).toContain(
      'Lighthouse performance ≥ 95 in every run: met (lowest single run 95, lowest page median 96; 6 of 6 runs at 95 or more)',
    );
    expect(doc).toContain('LCP ≤ 2.5 s in every run: met (slowest 2.00 s; 6 of 6 runs within 2.5 s)');
    expect(doc).toContain('Lighthouse accessibility 100: **not met** (lowest page median 98)');
    expect(doc).toContain('Lighthouse SEO 100: met');
    expect(doc).toContain('axe-core: **1** serious or critical violations over 2 page views');
    expect(doc).toContain(
      "the shop's own first-load JS ≤ 30 kB gzip on top of the framework: **not met** (largest page 170.0 kB in all, 37.2 kB own)",
    );
  });
  it('shows single runs, failing audits, axe impacts and the framework share', () => {
    expect(doc).toContain('| home | `/` | 96 (97/95/96) |');
    expect(doc).toContain('- listing: accessibility — `heading-order` Heading order (2/3 runs)');
    expect(doc).toContain('| home | ar | 390 px | 0 | 1 (2) | 1 (3) | 0 | region (moderate, 3) |');
    expect(doc).toContain('`rootMainFiles`, 132.8 kB');
    expect(doc).toContain('| home | `/` | 1 | 170.0 kB | 300.0 kB | 37.2 kB | **not met** |');
    expect(doc).toContain('Load average 3.2 at the start and 4.5 at the end');
  });
  it('explains only the goals that are missed', () => {
    expect(doc).toContain('### Why a goal is missed');
    expect(doc).toContain("the shop's own code on the largest page is 37.2 kB gzip");
    expect(doc).not.toContain('- Performance:');
  });

  it('explains a missed performance goal by when the largest paint was shown in each run', () => {
    const timed = (performance: number, lcp: number, observedLcp: number): LighthouseRun => ({
      ...run(performance, 1),
      metrics: { ...run(performance, 1).metrics, 'largest-contentful-paint': lcp },
      observedLcp,
    });
    const slow = browserSection({
      lighthouse: [{ name: 'home', path: '/', runs: [timed(0.91, 3300, 1300), timed(0.93, 2900, 1250), timed(0.98, 2100, 260)] }],
      axe: [],
      js: [{ name: 'home', path: '/', files: [{ url: '/a.js', raw: 300_000, gzip: 100_000 }] }],
      runs: 3,
      at: new Date('2026-11-23T16:00:00Z'),
      load: [1, 1],
    });
    expect(slow).toContain('- Performance:');
    expect(slow).toContain(
      'In 2 of 3 runs the largest paint was shown after 1 s (LCP 2.9-3.3 s, score 91-93); in 1 it was shown sooner (LCP 2.1 s, score 98).',
    );
    // without network figures there is no byte count; with one group only, no split
    expect(slow).not.toContain('In these');
    const allEarly = browserSection({
      lighthouse: [
        {
          name: 'home',
          path: '/',
          runs: [
            { ...timed(0.91, 3000, 200), beforeLcp: { bytes: 300_400, scripts: 172_000 } },
            { ...timed(0.94, 2400, 180), beforeLcp: { bytes: 240_000, scripts: 172_000 } },
          ],
        },
      ],
      axe: [],
      js: [{ name: 'home', path: '/', files: [{ url: '/a.js', raw: 300_000, gzip: 100_000 }] }],
      runs: 2,
      at: new Date('2026-11-23T16:00:00Z'),
      load: [1, 1],
      frameworkGzip: 132_800,
    });
    expect(allEarly).toContain(
      'In these 2 runs that was 240-300 kB, of which scripts 172 kB (the framework alone 132.8 kB gzip) (LCP 2.4-3.0 s, score 91-94)',
    );
    expect(allEarly).not.toContain('was shown after 1 s');
  });
});

describe('frameworkGzip', () => {
  it("sums the gzip sizes of the build manifest's root main files", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'next-'));
    mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
    const a = 'console.log(1);'.repeat(100);
    const b = 'let x = [1,2,3];'.repeat(50);
    writeFileSync(path.join(dir, 'static/chunks/a.js'), a);
    writeFileSync(path.join(dir, 'static/chunks/b.js'), b);
    writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js'] }));
    expect(frameworkGzip(dir)).toBe(gzipSize(a) + gzipSize(b));
    expect(frameworkGzip(path.join(dir, 'missing'))).toBeUndefined();
  });
});
