/**
 * A private PostgreSQL 15 cluster for tests that stop or restart the database server (the shared one on 5432 is
 * used by everyone else and must never be restarted). Needs the PostgreSQL server packages (initdb, pg_ctl under
 * /usr/lib/postgresql/<version>/bin) and, when the tests run as root, the `postgres` system user to own the data.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

function pgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export interface PostgresCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** fast shutdown: open connections are ended with 57P01 admin_shutdown */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** stop, then start again (what a `systemctl restart postgresql` does) */
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

/** Why a private cluster cannot be made on this machine, or null when it can. */
export function clusterUnavailableReason(): string | null {
  if (!pgBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (userInfo().uid === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root without a postgres user';
  return null;
}

export async function createPostgresCluster(port: number): Promise<PostgresCluster> {
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'floorshop_failure_pg-'));
  if (asRoot) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  // asynchronous: the test's clients keep running while the server stops and starts
  const run = async (tool: string, args: string[]) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
    try {
      await promisify(execFile)(cmd, argv, { encoding: 'utf8', cwd: dir });
    } catch (err) {
      const e = err as { code?: number; stdout?: string; stderr?: string };
      throw new Error(`${tool} ${args.join(' ')} failed (exit ${e.code}):\n${e.stdout}\n${e.stderr}`);
    }
  };
  // sockets in the cluster's own folder, TCP only on 127.0.0.1; fsync off: the server is stopped cleanly, never crashed
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  await run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  await start();
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async restart() {
      await stop();
      await start();
    },
    async destroy() {
      await stop().catch(() => {
        /* already stopped */
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
