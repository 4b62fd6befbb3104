// @ts-check
/**
 * `npm start` builds only when the sources changed since the last build: a SHA-256 over the files the build reads
 * (src, public, messages, configuration, lockfile) is kept in .next/floorshop-sources.sha256. `--force` always builds.
 * The build needs no database (no page is rendered at build time: docs/architecture.md, "Pages from cache"), and every
 * build proves it: it runs with no DATABASE_URL or REDIS_URL and an empty scratch DATA_DIR, and fails when anything
 * was written there (the embedded database or the page cache) or into the build's own fetch cache (docs/deploy.md).
 *
 * FLOORSHOP_SKIP_BUILD_TYPECHECK=1 leaves out Next.js's type check: for a run that has just run `tsc --noEmit`
 * over the same sources (`npm test`), never for a deployment.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildLeftovers } from './build-leftovers.mjs';

const ROOT = process.cwd();
const INPUTS = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json', 'server.mjs'];
const DIST = process.env.FLOORSHOP_DIST_DIR || '.next';
const STAMP = path.join(ROOT, DIST, 'floorshop-sources.sha256');
// the catalogue's pictures are rendered into public/ by the first start (scripts/generate-images.ts) and served as files:
// the build reads none of them, so rendering them makes no new build
const SKIP = /(^|\/)(node_modules|\.next[\w-]*)(\/|$)|\.test\.tsx?$|^public\/images\/(catalog|tours|rooms)(\/|$)/;

/** @param {string} rel @param {import('node:crypto').Hash} hash */
function add(rel, hash) {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs) || SKIP.test(rel)) return;
  const st = statSync(abs);
  if (st.isDirectory()) {
    for (const name of readdirSync(abs).sort()) add(path.join(rel, name), hash);
    return;
  }
  hash.update(`${rel}\0${st.size}\0`);
  hash.update(readFileSync(abs));
}

export function sourcesHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) add(input, hash);
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const current = sourcesHash();
const built = existsSync(path.join(ROOT, DIST, 'BUILD_ID')) && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : '';
if (!force && built === current) {
  console.log('build: sources unchanged since the last build, starting it');
} else {
  const started = Date.now();
  console.log('build: started (about 2 minutes on 2 cores; Next.js reports its steps below)');
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'floorshop-build-data-'));
  const env = { ...process.env, DATA_DIR: scratch };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'CACHE_DIR']) delete env[name];
  const fetchCache = path.join(ROOT, DIST, 'cache', 'fetch-cache');
  rmSync(fetchCache, { recursive: true, force: true });
  const r = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', cwd: ROOT, env });
  const leftovers = buildLeftovers(scratch, fetchCache);
  rmSync(scratch, { recursive: true, force: true });
  if (r.status !== 0) process.exit(r.status ?? 1);
  if (leftovers.length) {
    console.error(
      `build: the build opened a database or cached data (${leftovers.join(', ')}): a page or route read data at build time; make it dynamic (docs/deploy.md, "Deploying a release")`,
    );
    process.exit(1);
  }
  writeFileSync(STAMP, `${current}\n`);
  console.log(`build: finished in ${Math.round((Date.now() - started) / 1000)} s`);
}
