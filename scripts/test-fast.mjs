// @ts-check
/**
 * `npm run test:fast`, the inner loop (docs/testing.md): lint beside the format and type checks (each of them keeps one
 * core busy, and the machine has two), then the unit, component and integration tests, the integration ones on the
 * embedded database only. ESLint and Prettier keep a cache of the files they found clean, so a second run checks
 * only what changed. Exits non-zero when any step failed, after running them all.
 */
import { spawn } from 'node:child_process';

/** @param {string} cmd @param {string[]} args @param {Record<string, string>} [env] @returns {Promise<number>} */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;
const [lint, formatAndTypes] = await Promise.all([
  // the dead-code check (knip) after ESLint, as `npm run lint` runs them
  run(bin('eslint'), ['--cache', '.']).then(async (eslint) => (await run(bin('knip'), ['--no-progress'])) || eslint),
  run(bin('prettier'), ['--check', '--cache', '--log-level', 'warn', '.']).then(async (format) => {
    const types = await run(bin('tsc'), ['--noEmit']);
    return format || types;
  }),
]);
const tests = await run(bin('vitest'), ['run', '--project', 'unit', '--project', 'component', '--project', 'integration'], {
  TEST_DATABASE_URL: '',
});
const failed = Object.entries({ lint, 'format or types': formatAndTypes, tests }).filter(([, code]) => code !== 0);
if (failed.length) {
  console.error(`test:fast: failed: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
