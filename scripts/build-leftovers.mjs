// @ts-check
/**
 * What a build left behind where it must write nothing: the scratch data folder it ran with (the embedded database or
 * the page cache, when a page or route read data at build time) and the build's own fetch cache. Used by
 * scripts/build-if-changed.mjs after every build (docs/deploy.md, "Deploying a release").
 */
import { existsSync, readdirSync } from 'node:fs';

/** @param {string} scratchDataDir @param {string} fetchCacheDir @returns {string[]} what was written, empty when nothing */
export function buildLeftovers(scratchDataDir, fetchCacheDir) {
  const list = (dir) => (existsSync(dir) ? readdirSync(dir) : []);
  return [...list(scratchDataDir).map((f) => `DATA_DIR/${f}`), ...list(fetchCacheDir).map((f) => `fetch-cache/${f}`)];
}
