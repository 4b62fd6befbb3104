// @ts-check
/**
 * The test commands (docs/testing.md, "Commands"). `npm test` (no argument): the whole suite CI runs; `npm run
 * test:fast` (`--fast`): the inner loop, with the integration tests on the embedded database only and no browser or
 * hardening run.
 *
 * Lint runs beside the format and type checks (each keeps one core busy, and the machine has two); then the unit,
 * component and integration projects in one Vitest run (one start-up, the workers shared across them); then, for the
 * whole suite, the browser tests and the hardening runs, which start the production build. ESLint and Prettier keep a
 * cache of the files they found clean, so a second run checks only what changed. Every step runs even when one before
 * it failed (a CI run reports every failure at once); the exit code is non-zero when any failed.
 */
import { spawn } from 'node:child_process';

const fast = process.argv.includes('--fast');

/** @param {string} cmd @param {string[]} args @param {Record<string, string>} [env] @returns {Promise<number>} */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/** @param {string} name */
const bin = (name) => `node_modules/.bin/${name}`;
/** @type {Record<string, number>} the seconds each step took, printed at the end */
const took = {};
/** @param {string} name @param {() => Promise<number>} step */
const timed = async (name, step) => {
  const start = Date.now();
  const code = await step();
  took[name] = Math.round((Date.now() - start) / 1000);
  return code;
};

const [lint, formatAndTypes] = await Promise.all([
  // the dead-code check (knip) after ESLint, as `npm run lint` runs them
  timed('lint', async () => (await run(bin('eslint'), ['--cache', '.'])) || run(bin('knip'), ['--no-progress'])),
  timed('format and types', async () => {
    const format = await run(bin('prettier'), ['--check', '--cache', '--log-level', 'warn', '.']);
    const types = await run(bin('tsc'), ['--noEmit']);
    return format || types;
  }),
]);
/** @type {Record<string, number>} */
const codes = { lint, 'format or types': formatAndTypes };
// the inner loop leaves PostgreSQL out; the whole suite runs the integration tests on it too when TEST_DATABASE_URL is set
codes['unit, component, integration'] = await timed('unit, component, integration', () =>
  run(
    bin('vitest'),
    ['run', '--project', 'unit', '--project', 'component', '--project', 'integration'],
    fast ? { TEST_DATABASE_URL: '' } : {},
  ),
);
if (!fast) {
  // the production build is made once by the browser tests' server (`npm start`) and reused by the hardening runs;
  // the type check above already covered it
  const build = { FLOORSHOP_SKIP_BUILD_TYPECHECK: '1' };
  codes.browser = await timed('browser', () => run(bin('playwright'), ['test'], build));
  codes.hardening = await timed('hardening', () => run(bin('vitest'), ['run', '--project', 'hardening'], build));
}
console.log(
  `test: ${Object.entries(took)
    .map(([name, s]) => `${name} ${s} s`)
    .join(', ')}`,
);
const failed = Object.entries(codes).filter(([, code]) => code !== 0);
if (failed.length) {
  console.error(`test: failed: ${failed.map(([name]) => name).join(', ')}`);
  process.exit(1);
}
