// @ts-check
/**
 * The cache's entries on this server's disk (one instance without Redis): one file per entry under
 * `dir/<build id>/`, at most `maxBytes` in all; when a write goes over, the least recently used entries are removed
 * (docs/operations.md, "Page cache"). Entries of earlier builds are removed when the store opens. The index (name,
 * size, order of use) is kept in memory and rebuilt from the folder at start, oldest files first.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {string} key */
const fileName = (key) => createHash('sha1').update(key).digest('hex');

/**
 * @param {{ dir: string; buildId: string; maxBytes: number; log?: Pick<Console, 'error'> }} options
 */
export function createDiskStore({ dir, buildId, maxBytes, log = console }) {
  const root = path.join(dir, buildId.replace(/[^\w.-]/g, '_'));
  mkdirSync(root, { recursive: true });
  for (const other of readdirSync(dir, { withFileTypes: true }))
    if (other.isDirectory() && path.join(dir, other.name) !== root) rmSync(path.join(dir, other.name), { recursive: true, force: true });

  /** name -> bytes, in order of use (least recent first) */
  const index = new Map();
  let total = 0;
  const found = [];
  for (const sub of readdirSync(root, { withFileTypes: true })) {
    if (!sub.isDirectory()) continue;
    for (const f of readdirSync(path.join(root, sub.name))) {
      const file = path.join(root, sub.name, f);
      if (f.endsWith('.tmp')) {
        rmSync(file, { force: true });
        continue;
      }
      try {
        const st = statSync(file);
        found.push({ name: f, size: st.size, at: st.mtimeMs });
      } catch {
        // removed meanwhile
      }
    }
  }
  found.sort((a, b) => a.at - b.at);
  for (const f of found) {
    index.set(f.name, f.size);
    total += f.size;
  }

  const fileOf = (/** @type {string} */ name) => path.join(root, name.slice(0, 2), name);

  function remove(/** @type {string} */ name) {
    const size = index.get(name);
    if (size === undefined) return;
    index.delete(name);
    total -= size;
    try {
      unlinkSync(fileOf(name));
    } catch {
      // already gone
    }
  }

  function evict() {
    for (const name of index.keys()) {
      if (total <= maxBytes) break;
      remove(name);
    }
  }
  evict();

  return {
    /** @param {string} key @returns {Promise<Buffer | null>} */
    async get(key) {
      const name = fileName(key);
      const size = index.get(name);
      if (size === undefined) return null;
      index.delete(name);
      index.set(name, size);
      try {
        return await readFile(fileOf(name));
      } catch {
        if (index.get(name) === size) {
          index.delete(name);
          total -= size;
        }
        return null;
      }
    },
    /** @param {string} key @param {Buffer} buf */
    set(key, buf) {
      const name = fileName(key);
      // one entry larger than the whole store is not kept
      if (buf.length > maxBytes) {
        remove(name);
        return;
      }
      const file = fileOf(name);
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(tmp, buf);
        renameSync(tmp, file);
      } catch (err) {
        log.error('[cache] could not write an entry:', /** @type {Error} */ (err).message);
        rmSync(tmp, { force: true });
        return;
      }
      total -= index.get(name) ?? 0;
      index.delete(name);
      index.set(name, buf.length);
      total += buf.length;
      evict();
    },
    /** @param {string} key */
    delete(key) {
      remove(fileName(key));
    },
    clear() {
      for (const name of [...index.keys()]) remove(name);
    },
    stats: () => ({ entries: index.size, bytes: total, maxBytes }),
  };
}
