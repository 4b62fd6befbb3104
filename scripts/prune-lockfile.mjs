#!/usr/bin/env node
/**
 * The npm registry this project installs from mirrors only the Linux builds of packages that
 * ship per-platform binaries (@swc/core-*, @tailwindcss/oxide-*, @unrs/resolver-binding-*...).
 * `npm install` leaves those unresolvable optional dependencies out of package-lock.json, and
 * `npm ci` then refuses the lock as "Missing: ... from lock file". This drops the optional
 * dependency entries that point at packages absent from the lock, so `npm ci` accepts it.
 * Run after every `npm install` that changes the lock: node scripts/prune-lockfile.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let pruned = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!present.has(name)) {
      delete entry.optionalDependencies[name];
      pruned++;
    }
  }
  if (!Object.keys(entry.optionalDependencies).length) delete entry.optionalDependencies;
}
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`prune-lockfile: ${pruned} unresolvable optional dependencies removed`);
