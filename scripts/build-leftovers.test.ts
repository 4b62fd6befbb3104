import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLeftovers } from './build-leftovers.mjs';

describe('buildLeftovers', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is empty when the build wrote nothing, and names what a build that read data left behind', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'build-leftovers-'));
    const data = path.join(root, 'data');
    const fetchCache = path.join(root, 'fetch-cache');
    mkdirSync(data);
    expect(buildLeftovers(data, fetchCache)).toEqual([]);
    mkdirSync(path.join(data, 'pglite'));
    mkdirSync(fetchCache);
    writeFileSync(path.join(fetchCache, 'abc'), '{}');
    expect(buildLeftovers(data, fetchCache)).toEqual(['DATA_DIR/pglite', 'fetch-cache/abc']);
  });
});
