// @ts-check
/**
 * When each cache tag was last made stale or expired, for one instance without Redis (docs/architecture.md, "Pages
 * from cache"). Kept in memory and appended to a log file beside the cached entries, so a restart still knows that a
 * page stored before it was expired by a write (Next.js's own file cache forgets its tags when the process ends and
 * would serve such a page again). The log is rewritten as a snapshot when it has grown much larger than the manifest.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ stale?: number; expired?: number }} TagTimes */
/** @typedef {'fresh' | 'stale' | 'expired'} EntryState */

/**
 * The state of an entry written at `since` with `tags`, given when each tag was last touched (`times`) and `now`:
 * expired once a tag expired after the entry was written (and the expiry has come), stale once a tag was marked stale
 * after it. Shared by this manifest and the Redis store's checks.
 * @param {string[]} tags @param {number} since @param {(tag: string) => TagTimes | undefined} times @param {number} now
 * @returns {EntryState}
 */
export function entryState(tags, since, times, now) {
  let state = /** @type {EntryState} */ ('fresh');
  for (const tag of tags) {
    const t = times(tag);
    if (!t) continue;
    if (t.expired !== undefined && t.expired >= since && t.expired <= now) return 'expired';
    if (t.stale !== undefined && t.stale >= since) state = 'stale';
  }
  return state;
}

/**
 * @param {{ dir: string | null; now?: () => number }} options dir null: memory only (the build, tests)
 */
export function createTagManifest({ dir, now = Date.now }) {
  /** @type {Map<string, TagTimes>} */
  const tags = new Map();
  const file = dir ? path.join(dir, 'tags.log') : null;
  let lines = 0;
  if (file) {
    mkdirSync(/** @type {string} */ (dir), { recursive: true });
    try {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line) continue;
        lines++;
        try {
          const [tag, stale, expired] = JSON.parse(line);
          tags.set(tag, { ...(stale === null ? {} : { stale }), ...(expired === null ? {} : { expired }) });
        } catch {
          // a line cut short by a crash: the lines before it stand
        }
      }
    } catch {
      // no log yet
    }
  }

  /** @param {string} tag @param {TagTimes} t */
  const line = (tag, t) => `${JSON.stringify([tag, t.stale ?? null, t.expired ?? null])}\n`;

  function compact() {
    if (!file) return;
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, [...tags].map(([tag, t]) => line(tag, t)).join(''));
    renameSync(tmp, file);
    lines = tags.size;
  }

  return {
    /** @param {string} tag */
    times: (tag) => tags.get(tag),
    /**
     * `expire` seconds undefined: expired now; else marked stale now and expired after `expire` seconds (0: now).
     * @param {string[]} list @param {{ expire?: number }} [durations]
     */
    revalidate(list, durations) {
      const t0 = now();
      let out = '';
      for (const tag of list) {
        const next = durations
          ? { ...tags.get(tag), stale: t0, ...(durations.expire !== undefined ? { expired: t0 + durations.expire * 1000 } : {}) }
          : { ...tags.get(tag), expired: t0 };
        tags.set(tag, next);
        out += line(tag, next);
        lines++;
      }
      if (file && out) {
        try {
          appendFileSync(file, out);
          if (lines > 4 * tags.size + 1000) compact();
        } catch (err) {
          console.error('[cache] could not record expired tags:', /** @type {Error} */ (err).message);
        }
      }
    },
    /** @param {string[]} list @param {number} since */
    state: (list, since) => entryState(list, since, (tag) => tags.get(tag), now()),
    /** the latest expiry of any of `list` (0 if none), for caches that only ask "changed since?" @param {string[]} list */
    lastExpired(list) {
      let last = 0;
      const t0 = now();
      for (const tag of list) {
        const e = tags.get(tag)?.expired;
        if (e !== undefined && e <= t0 && e > last) last = e;
      }
      return last;
    },
    /** forgets every tag (a restore: every entry is dropped with it) */
    clear() {
      tags.clear();
      if (file) compact();
    },
    size: () => tags.size,
  };
}
