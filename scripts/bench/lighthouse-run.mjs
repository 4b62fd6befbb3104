/**
 * One Lighthouse run (Node API + chrome-launcher) in plain Node: `node scripts/bench/lighthouse-run.mjs URL OUT.json`.
 * It is a separate .mjs because tsx compiles with keepNames, and the `__name` helpers it adds break the functions
 * Lighthouse serialises into the page ("__name is not defined"). Called by scripts/bench/lighthouse.ts.
 * Environment: CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_CATEGORIES (comma separated).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, out] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/bench/lighthouse-run.mjs URL OUT.json');
  process.exit(2);
}
const flags = [
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
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: flags });
try {
  const categories = (process.env.LIGHTHOUSE_CATEGORIES || 'performance,accessibility,best-practices,seo').split(',');
  // the default config: mobile form factor, screen emulation and simulated throttling
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  writeFileSync(out, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
} finally {
  chrome.kill();
}
