import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureBuild, ROOT, waitUntilUp } from './support/app';

/*
 * The README's "Running on PostgreSQL" recipe, run as a newcomer would type it (its own database name and port; `npm
 * ci` is what CI has just run): it starts a shop that serves its home page, and that shop stops at once, before
 * "ready", with the missing setting named when a required line is left out. Needs TEST_DATABASE_URL (a PostgreSQL
 * that `createdb` reaches).
 */
const PORT = 3534;
const DB = `floorshop_recipe_${process.pid}`;

/** The bash block under "## Running on PostgreSQL" in README.md. */
function recipe(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Running on PostgreSQL'));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no bash block under "Running on PostgreSQL"');
  return block;
}

/** The recipe for this test: its own database and port, without `npm ci` (CI ran it), the admin's e-mail kept. */
function adapted(block: string, { skip }: { skip?: RegExp } = {}): string {
  return block
    .split('\n')
    .filter((line) => !skip || !skip.test(line))
    .join('\n')
    .replaceAll('floorshop\n', `${DB}\n`)
    .replaceAll('/floorshop\n', `/${DB}\n`)
    .replaceAll('localhost:3000', `localhost:${PORT}`)
    .replace('npm ci && npm start', `PORT=${PORT} npm start`);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("the README's PostgreSQL recipe", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorshop-recipe-'));
  afterAll(() => {
    spawnSync('dropdb', ['--if-exists', '--force', DB]);
    rmSync(dataDir, { recursive: true, force: true });
  });
  // the recipe runs in a clean environment: none of this run's settings (DATA_DIR aside, so uploads land in a temp folder)
  const env = { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/root', DATA_DIR: dataDir } as unknown as NodeJS.ProcessEnv;

  it('starts a shop on PostgreSQL that serves its home page', { timeout: 600_000 }, async () => {
    ensureBuild();
    const script = adapted(recipe());
    expect(script).toContain(`createdb ${DB}`);
    const child = spawn('bash', ['-e', '-c', script], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout!.on('data', (d) => (log += d));
    child.stderr!.on('data', (d) => (log += d));
    try {
      await waitUntilUp(`http://127.0.0.1:${PORT}/`, child, () => log, 480_000);
      const home = await fetch(`http://127.0.0.1:${PORT}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('</html>');
      expect(log).toContain('floorshop ready on');
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });

  it('stops before "ready" and names SITE_URL when its line is left out', { timeout: 300_000 }, async () => {
    spawnSync('dropdb', ['--if-exists', '--force', DB]);
    const r = spawnSync('bash', ['-e', '-c', adapted(recipe(), { skip: /^export SITE_URL/ })], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('SITE_URL is not set');
    expect(r.stdout + r.stderr).not.toContain('floorshop ready on');
  });
});
