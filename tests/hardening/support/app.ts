/**
 * Harness of the hardening suite: the shop as production runs it (server.mjs on the built app, as `npm start`),
 * started as separate processes so a test can run several instances, kill one with SIGKILL, or restart it.
 *
 * `ensureBuild()` builds once (skipped when the sources are unchanged since the last build: scripts/build-if-changed.mjs);
 * `prepareDatabase(env)` migrates and seeds the database the instance will use (scripts/prepare.ts);
 * `startApp({ port, env })` starts an instance and resolves once it answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX_BIN = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** Builds the production app unless an up-to-date build exists (the e2e run builds it just before). */
export function ensureBuild(): void {
  const r = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`next build failed (exit ${r.status})`);
}

/** What production on PostgreSQL requires, for the instances these tests start (a test may name its own). */
const PRODUCTION_DEFAULTS = { NEXTAUTH_SECRET: 'hardening-only-session-secret-0123456789abcdef', SITE_URL: 'http://127.0.0.1' };

/** Migrates and seeds the database given by DATABASE_URL or DATA_DIR in `env` (what `npm start` does first). */
export function prepareDatabase(env: Record<string, string>): void {
  const r = spawnSync(TSX_BIN, ['--conditions=react-server', 'scripts/prepare.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    // production on PostgreSQL is refused without a session secret and a public address (src/lib/start-config.mjs)
    env: { ...process.env, NODE_ENV: 'production', ...PRODUCTION_DEFAULTS, ...env },
  });
  if (r.status !== 0) throw new Error(`scripts/prepare.ts failed (exit ${r.status})`);
}

export interface AppInstance {
  url: string;
  port: number;
  child: ChildProcess;
  /** everything the process printed so far (stdout and stderr) */
  output(): string;
  /** SIGKILL, no clean-up: what a crash or an OOM kill does */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit */
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** Waits until `url` answers 200, or fails with the process's output when it exits or the time runs out. */
export async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`app exited before answering:\n${output()}`);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`app did not answer ${url} within ${timeoutMs} ms:\n${output()}`);
}

/** Starts the production server (server.mjs, what `npm start` runs) on `port` with `env` (DATABASE_URL or DATA_DIR, REDIS_URL, …) and waits until it answers. */
export async function startApp({ port, env }: { port: number; env: Record<string, string> }): Promise<AppInstance> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SKIP_SEED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      NEXTAUTH_SECRET: PRODUCTION_DEFAULTS.NEXTAUTH_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  await waitUntilUp(`${url}/api/home/settings`, child, output);
  return {
    url,
    port,
    child,
    output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/**
 * A throwaway instance: a fresh embedded database in a temp folder (migrated and seeded, no demo accounts), built
 * if needed and started; `stop()` also removes the folder.
 */
export async function startFreshApp({
  port,
  prefix,
  env = {},
}: {
  port: number;
  prefix: string;
  env?: Record<string, string>;
}): Promise<AppInstance> {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `floorshop-${prefix}-`));
  const all = { DATA_DIR: dataDir, SEED_DEMO: '0', ...env };
  prepareDatabase(all);
  const app = await startApp({ port, env: all });
  return {
    ...app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
