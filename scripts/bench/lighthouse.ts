/**
 * Browser audits of the storefront (docs/requirements.md, "First load"), called by scripts/bench/run.ts after the load tests:
 *
 * - Lighthouse (Node API, chrome-launcher driving Debian's Chromium headless; each run in lighthouse-run.mjs) with its default mobile form
 *   factor, emulation and simulated throttling; categories performance, accessibility, best-practices, SEO;
 *   several runs per page in a fresh browser each, the median of each figure reported.
 * - axe-core (Playwright + @axe-core/playwright): violations by impact per page, in English and Arabic, at
 *   390 px and 1280 px.
 * - First-load JS: the JS files a fresh browser downloads when it opens the page (Playwright, until the network
 *   is idle); each file's body gzipped here at level 6, the level `next start` compresses with.
 *
 * Alone, against a server that is already running: `npx tsx scripts/bench/lighthouse.ts --base http://127.0.0.1:3561`
 * (prints the section; `--write` also puts it into docs/benchmarks.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser } from 'playwright-core';
import { gzipSize, kB, score100, scriptTotals, type ScriptFile } from './report';
import {
  browserSection,
  CATEGORIES,
  frameworkGzip,
  IMPACTS,
  METRICS,
  writeBrowserSection,
  type AuditPage,
  type AxeResult,
  type JsResult,
  type LighthousePage,
  type LighthouseRun,
} from './lighthouse-report';

// scripts read the environment directly: they drive a browser the way CI does
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The figures the report needs from one Lighthouse result (lhr JSON). */
export function readLighthouseResult(lhr: LhrLike): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? Number.NaN])) as LighthouseRun['scores'];
  const metrics = Object.fromEntries(METRICS.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]));
  const failing: LighthouseRun['failing'] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.score === null || a.score === undefined || ['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode))
        continue;
      // performance: only the weighted metrics (the diagnostics and insights are in the saved reports)
      if (c === 'performance' && !ref.weight) continue;
      if (a.score < (c === 'performance' ? 0.9 : 1)) failing.push({ id: ref.id, title: a.title, category: c });
    }
  }
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  if (typeof observed !== 'number') return { scores, metrics, failing };
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as {
    networkEndTime?: number;
    transferSize?: number;
    resourceType?: string;
  }[];
  const beforeLcp = { bytes: 0, scripts: 0 };
  for (const r of requests) {
    if (typeof r.networkEndTime !== 'number' || r.networkEndTime < 0 || r.networkEndTime > observed) continue;
    beforeLcp.bytes += r.transferSize ?? 0;
    if (r.resourceType === 'Script') beforeLcp.scripts += r.transferSize ?? 0;
  }
  return { scores, metrics, failing, observedLcp: observed, ...(requests.length ? { beforeLcp } : {}) };
}

interface LhrLike {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    | {
        title: string;
        score: number | null;
        scoreDisplayMode: string;
        numericValue?: number;
        details?: { items?: Record<string, unknown>[] };
      }
    | undefined
  >;
}

/** One run in a fresh Chromium, in plain Node (scripts/bench/lighthouse-run.mjs: tsx's keepNames breaks Lighthouse). */
function lighthouseOnce(url: string, out: string): LighthouseRun {
  const r = spawnSync(process.execPath, [path.join(import.meta.dirname, 'lighthouse-run.mjs'), url, out], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, CHROME_PATH },
  });
  if (r.status !== 0) throw new Error(`lighthouse run for ${url} failed (exit ${r.status})`);
  return readLighthouseResult(JSON.parse(readFileSync(out, 'utf8')) as LhrLike);
}

export async function runLighthouse(base: string, pages: AuditPage[], runs: number, reportDir: string): Promise<LighthousePage[]> {
  mkdirSync(reportDir, { recursive: true });
  const out: LighthousePage[] = [];
  for (const page of pages) {
    const list: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = lighthouseOnce(base + page.path, path.join(reportDir, `${page.name.replace(/\W+/g, '-')}-${i + 1}.json`));
      console.log(
        `  lighthouse ${page.name} #${i + 1}: ${CATEGORIES.map((c) => `${c} ${score100(run.scores[c])}`).join(', ')}, LCP ${Math.round(run.metrics['largest-contentful-paint'])} ms`,
      );
      list.push(run);
    }
    out.push({ ...page, runs: list });
  }
  return out;
}

async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

export async function runAxe(base: string, pages: AuditPage[], langs: string[], widths: number[]): Promise<AxeResult[]> {
  return withBrowser(async (browser) => {
    const out: AxeResult[] = [];
    for (const page of pages) {
      for (const lang of langs) {
        for (const width of widths) {
          const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
          await context.addCookies([{ name: 'LANGUAGE', value: lang, url: base }]);
          const tab = await context.newPage();
          await tab.goto(base + page.path, { waitUntil: 'networkidle' });
          const results = await new AxeBuilder({ page: tab }).analyze();
          const byImpact = Object.fromEntries(IMPACTS.map((i) => [i, { rules: 0, nodes: 0 }])) as AxeResult['byImpact'];
          for (const v of results.violations) {
            const slot = byImpact[(v.impact ?? 'minor') as (typeof IMPACTS)[number]];
            slot.rules++;
            slot.nodes += v.nodes.length;
          }
          const rules = results.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`);
          console.log(`  axe ${page.name} ${lang} ${width}px: ${rules.join(', ') || 'no violations'}`);
          out.push({ ...page, lang, width, byImpact, rules });
          await context.close();
        }
      }
    }
    return out;
  });
}

/** The JS files a first visit downloads (fresh context, phone viewport, until the network is idle). */
export async function measureFirstLoadJs(base: string, pages: AuditPage[]): Promise<JsResult[]> {
  return withBrowser(async (browser) => {
    const out: JsResult[] = [];
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const tab = await context.newPage();
      const pending: Promise<ScriptFile | null>[] = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || !response.ok()) return;
        pending.push(
          response
            .body()
            .then((body) => ({ url: response.url().replace(base, ''), raw: body.length, gzip: gzipSize(body) }))
            .catch(() => null),
        );
      });
      await tab.goto(base + page.path, { waitUntil: 'networkidle' });
      const files = (await Promise.all(pending)).filter((f): f is ScriptFile => f !== null);
      const t = scriptTotals(files);
      console.log(`  first-load JS ${page.name}: ${t.count} files, ${kB(t.gzip)} gzip (${kB(t.raw)} raw)`);
      out.push({ ...page, files });
      await context.close();
    }
    return out;
  });
}

export function storefrontPages(productSlug: string): { lighthouse: AuditPage[]; js: AuditPage[] } {
  const main = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/shop/laminate' },
    { name: 'product', path: `/product/${productSlug}` },
  ];
  return { lighthouse: main, js: [...main, { name: 'cart', path: '/cart' }, { name: 'sign in', path: '/signin' }] };
}

export async function runBrowserAudits(base: string, productSlug: string, runs: number, reportDir: string): Promise<string> {
  const pages = storefrontPages(productSlug);
  console.log(`\n== browser audits against ${base}`);
  const at = new Date();
  const loadStart = os.loadavg()[0];
  const js = await measureFirstLoadJs(base, pages.js);
  const axe = await runAxe(base, pages.lighthouse, ['en', 'ar'], [390, 1280]);
  const lh = await runLighthouse(base, pages.lighthouse, runs, reportDir);
  return browserSection({
    lighthouse: lh,
    axe,
    js,
    runs,
    at,
    frameworkGzip: frameworkGzip(path.resolve('.next')),
    load: [loadStart, os.loadavg()[0]],
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const base = arg('base', 'http://127.0.0.1:3304');
  runBrowserAudits(
    base,
    arg('product', 'armani-grey-carving-24x48-porcelain'),
    Number(arg('runs', '5')),
    path.resolve('data', 'bench-lighthouse'),
  )
    .then((body) => {
      console.log(`\n${body}`);
      if (process.argv.includes('--write')) writeBrowserSection(path.resolve('docs', 'benchmarks.md'), body);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
