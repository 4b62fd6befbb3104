/**
 * npx tsx --conditions=react-server scripts/bench/profile-renders.ts [--pages 100] [--warm 100]
 *
 * Where a first render's time goes (docs/benchmarks.md, "Where a first render's time goes"): starts the production
 * server on the bench database (PostgreSQL, 100,000 products: BENCH_DATABASE_URL) with an empty page cache, renders
 * `--warm` never-visited product pages, then profiles the CPU over `--pages` more (one at a time, each never visited,
 * spread over the catalogue and the four languages), and prints the time per render by part of the stack, the server's
 * CPU time per render and the latencies. The profile itself is kept in data/bench-profile/renders.cpuprofile (open it in
 * Chromium's DevTools, Performance tab).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startServer, stopServer, waitFor } from './load';
import { productPages } from './page-cache';
import { IDLE, timeByPart, type CpuProfile } from './profile-categories';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const PAGES = arg('pages', 100);
const WARM = arg('warm', 100);
const PORT = 3305;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/floorshop_bench';
const OUT_DIR = path.resolve('data', 'bench-profile');
const OUT = path.join(OUT_DIR, 'renders.cpuprofile');

/** utime + stime of a process in milliseconds (Linux /proc; clock ticks of 10 ms) */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

async function timed(base: string, pages: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const p of pages) {
    const t0 = performance.now();
    const res = await fetch(`${base}${p}`, { headers: { 'accept-encoding': 'br' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const pages = await productPages(DATABASE_URL, WARM + PAGES, 7);
  const server = startServer(PORT, {
    DATABASE_URL,
    DATA_DIR: path.join(OUT_DIR, 'data'),
    CPU_PROFILE_OUT: OUT,
    NODE_OPTIONS: `--import ${path.resolve('scripts/bench/cpu-profile-hook.mjs')}`,
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/home/settings`, server);
    await timed(base, pages.slice(0, WARM));
    process.kill(server.pid!, 'SIGUSR2');
    while (!existsSync(`${OUT}.started`)) await new Promise((r) => setTimeout(r, 50));
    const cpu0 = cpuMs(server.pid!);
    const times = await timed(base, pages.slice(WARM));
    const cpu = (cpuMs(server.pid!) - cpu0) / PAGES;
    process.kill(server.pid!, 'SIGUSR2');
    while (!existsSync(OUT)) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    const parts = timeByPart(JSON.parse(readFileSync(OUT, 'utf8')) as CpuProfile);
    const busy = parts.filter((p) => p.part !== IDLE).reduce((s, p) => s + p.ms, 0);
    console.log(`${PAGES} first renders of product pages, one at a time, after ${WARM} to warm up`);
    console.log(
      `latency p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms; server CPU ${cpu.toFixed(0)} ms per render (all threads, profiler on)`,
    );
    console.log('\n| part | ms per render | share of the busy time |\n|---|---:|---:|');
    for (const p of parts)
      console.log(`| ${p.part} | ${(p.ms / PAGES).toFixed(1)} | ${p.part === IDLE ? '—' : `${Math.round((100 * p.ms) / busy)} %`} |`);
    console.log(`\nprofile: ${path.relative(process.cwd(), OUT)}`);
  } finally {
    stopServer(server);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
