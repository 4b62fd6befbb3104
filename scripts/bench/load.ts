/**
 * The bench's server and load generator (scripts/bench/run.ts): starts the production server as `npm start` runs it,
 * measures one target with autocannon (every response time recorded: autocannon gives no p95) and reads the
 * server's resident memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

// scripts read the environment directly: they configure the server processes they start
const ENV = process.env;
const ROOT = process.cwd();

export interface Stat {
  name: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url}`);
}

/** The Node flags of `npm start` (the heap bound, docs/deploy.md): the bench measures the server as it is run. */
function startFlags(): string[] {
  const start: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
  return start.split(/\s+/).filter((w) => w.startsWith('--'));
}

export function startServer(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...startFlags(), 'server.mjs'], {
    cwd: ROOT,
    // production refuses to start on PostgreSQL without a fixed session secret; the bench's own one unless set
    env: {
      NEXTAUTH_SECRET: 'bench-only-session-secret-not-for-production-0123456789',
      SITE_URL: `http://127.0.0.1:${port}`,
      ...ENV,
      ...env,
      NODE_ENV: 'production',
      SKIP_SEED: '1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** Resident memory of the server process in MB (Linux /proc), 0 when unknown. */
export function rssMb(child: ChildProcess): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

export function stopServer(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon gives p50/p97.5/p99 but no p95: every response time is recorded and the percentiles computed here. */
/** What a browser sends: the answers are measured compressed, as visitors get them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export async function measure(
  name: string,
  base: string,
  paths: () => string,
  label: string,
  { connections, duration }: { connections: number; duration: number },
  /** sent with every request beside the browser's Accept-Encoding (a filter change's router headers) */
  extraHeaders: Record<string, string> = {},
): Promise<Stat> {
  const headers = { ...BROWSER_HEADERS, ...extraHeaders };
  // warm-up: compile, fill caches, open connections
  for (let i = 0; i < 20; i++)
    await fetch(base + paths(), { headers })
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const inst = autocannon(
      {
        url: base,
        connections,
        duration,
        headers,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths() }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    inst.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      times.push(ms);
      if (status < 200 || status >= 300) errors++;
    });
  });
  times.sort((a, b) => a - b);
  const stat: Stat = {
    name,
    path: label,
    requests: times.length,
    rps: times.length / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: errors + result.errors + result.timeouts,
  };
  console.log(
    `  ${name.padEnd(34)} ${stat.rps.toFixed(1).padStart(8)} req/s  p50 ${stat.p50.toFixed(1)} ms  p95 ${stat.p95.toFixed(1)} ms  p99 ${stat.p99.toFixed(1)} ms  errors ${stat.errors}`,
  );
  return stat;
}
