/**
 * (docs/requirements.md, "Crash and restart"): a PostgreSQL restart during traffic gives clear errors and the app recovers by itself.
 * PostgreSQL here is a private cluster (support/postgres-cluster.ts): the shared server on 5432 is never restarted.
 * While clients keep asking for API data, pages and placing orders, PostgreSQL is stopped (fast shutdown: open
 * connections end with 57P01), left down until every kind of request has been answered during the outage, and
 * started again. The app process is never restarted.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DB_UNAVAILABLE_DIGEST } from '@/lib/db-unavailable';
import { ensureBuild, prepareDatabase, ROOT, startApp, type AppInstance } from './support/app';
import { clusterUnavailableReason, createPostgresCluster, type PostgresCluster } from './support/postgres-cluster';
import {
  callPlaceOrder,
  checkoutInput,
  consistencyProblems,
  openReader,
  orderableLines,
  placeOrderActionId,
  stockSnapshot,
  type StockSnapshot,
} from './support/shop';

const APP_PORT = 3521;
const PG_PORT = 5440;
const DATABASE = 'floorshop_failure_restart';
/** answers of each kind wanted while PostgreSQL is down */
const PER_KIND_DURING_OUTAGE = 3;
/** and PostgreSQL stays down at least this long ("stopped for a few seconds", not a blip) */
const MIN_OUTAGE_MS = 5_000;
/** the app must answer normally again within this time after PostgreSQL accepts connections */
const RECOVERY_LIMIT_MS = 10_000;

const catalogue = (locale: string, ns: string) =>
  JSON.parse(readFileSync(path.join(ROOT, 'public', 'locales', locale, `${ns}.json`), 'utf8'));
const UNAVAILABLE = {
  en: catalogue('en', 'common').errors.unavailableText as string,
  fr: catalogue('fr', 'common').errors.unavailableText as string,
};
const UNAVAILABLE_TITLE = catalogue('en', 'common').errors.unavailableTitle as string;

type Kind = 'api' | 'apiFr' | 'page' | 'checkout';
interface Answer {
  kind: Kind;
  at: number;
  /** true: the normal answer; false: the clear "temporarily unavailable" answer */
  ok: boolean;
  /** anything else: what was wrong with it */
  problem?: string;
}

/** Signs of a leaked internal error in what a client received. */
function leaks(body: string): string | null {
  const m =
    /ECONNREFUSED|57P0\d|Connection terminated|terminating connection|Failed query|DrizzleQueryError|node_modules|\n\s+at \S+ \(|nextjs__container_errors|data-nextjs-dialog/.exec(
      body,
    );
  return m ? m[0] : null;
}

describe('a PostgreSQL restart during traffic', () => {
  let cluster: PostgresCluster;
  let app: AppInstance;
  let url: string;
  let before: StockSnapshot;
  let line: { productId: string; variantId?: string };
  let shippingOptionId: string;
  let actionId: string;

  beforeAll(async () => {
    const reason = clusterUnavailableReason();
    if (reason) throw new Error(`a private PostgreSQL cluster cannot be made here: ${reason}`);
    ensureBuild();
    actionId = placeOrderActionId();
    cluster = await createPostgresCluster(PG_PORT);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    url = cluster.url(DATABASE);
    prepareDatabase({ DATABASE_URL: url });
    const db = await openReader({ url });
    try {
      before = await stockSnapshot(db);
      const [l] = await orderableLines(db, 1);
      line = { productId: l.productId, ...(l.variantId ? { variantId: l.variantId } : {}) };
      [{ id: shippingOptionId }] = await db.query<{ id: string }>('select id from shipping_options where active order by cost limit 1');
    } finally {
      await db.close();
    }
    // one proxy in front (the test): each order's X-Forwarded-For (callPlaceOrder) is its own client address
    app = await startApp({
      port: APP_PORT,
      env: { DATABASE_URL: url, NEXTAUTH_SECRET: 'hardening-postgres-restart-secret-0123456789', TRUSTED_PROXIES: '1' },
    });
  });

  afterAll(async () => {
    await app?.stop();
    await cluster?.destroy();
  });

  it('answers 503 "temporarily unavailable" (translated, no internals) while it is down and recovers by itself', async () => {
    const confirmed: string[] = [];

    /** one request of a kind, classified */
    async function ask(kind: Kind): Promise<Answer> {
      const at = Date.now();
      try {
        if (kind === 'checkout') {
          const a = await callPlaceOrder(app.url, actionId, checkoutInput([{ ...line, qty: 1 }], shippingOptionId));
          const r = a.result as { ok?: boolean; error?: string; data?: { order: { number: string } } } | null;
          if (r?.ok && r.data) {
            confirmed.push(r.data.order.number);
            return { kind, at, ok: true };
          }
          if (a.status === 200 && r?.ok === false && r.error === 'unavailable' && !leaks(a.body)) return { kind, at, ok: false };
          return { kind, at, ok: false, problem: `${a.status} ${a.body.slice(0, 400)}` };
        }
        if (kind === 'page') {
          const res = await fetch(`${app.url}/checkout`, { signal: AbortSignal.timeout(30_000) });
          const body = await res.text();
          const leaked = leaks(body);
          if (leaked) return { kind, at, ok: false, problem: `${res.status} page leaks "${leaked}"` };
          // (every page carries the message catalogue for the client: look for the rendered heading, not the text)
          const unavailablePage = new RegExp(
            `<h1[^>]*>${UNAVAILABLE_TITLE}</h1>\\s*<p[^>]*>${UNAVAILABLE.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</p>`,
          ).test(body);
          if (res.status === 200 && !unavailablePage) return { kind, at, ok: true };
          // A render error: Next.js answers 500 (a page cannot choose 503), never a 200 a cache or a crawler would
          // keep. React cannot render error boundaries on the server, so the document is Next's error shell whose
          // payload carries the error's digest; the browser then shows the store's error page, which for this digest
          // says "temporarily unavailable" (src/app/[locale]/(store)/error.tsx). Either form is accepted.
          const unavailableDigest = body.includes(`id="__next_error__"`) && body.includes(`E{\\"digest\\":\\"${DB_UNAVAILABLE_DIGEST}\\"}`);
          if (res.status >= 500 && (unavailablePage || unavailableDigest)) return { kind, at, ok: false };
          return { kind, at, ok: false, problem: `${res.status} page without the unavailable message: ${body.slice(0, 300)}` };
        }
        const locale = kind === 'apiFr' ? 'fr' : 'en';
        const res = await fetch(`${app.url}/api/home/settings`, {
          headers: locale === 'fr' ? { Cookie: 'LANGUAGE=fr' } : {},
          signal: AbortSignal.timeout(30_000),
        });
        const body = await res.text();
        if (res.status === 200) return { kind, at, ok: true };
        if (res.status === 503 && res.headers.get('retry-after') && body === JSON.stringify({ success: false, err: UNAVAILABLE[locale] }))
          return { kind, at, ok: false };
        return { kind, at, ok: false, problem: `${res.status} ${body.slice(0, 300)}` };
      } catch (err) {
        return { kind, at, ok: false, problem: `no answer: ${(err as Error).message} ${(err as { cause?: Error }).cause?.message ?? ''}` };
      }
    }

    // everything works before the outage
    for (const kind of ['api', 'apiFr', 'page', 'checkout'] as const)
      expect(await ask(kind)).toEqual({ kind, at: expect.any(Number), ok: true });

    const answers: Answer[] = [];
    let running = true;
    const client = async (kinds: Kind[]) => {
      for (let i = 0; running; i++) answers.push(await ask(kinds[i % kinds.length]));
    };
    const clients = [client(['api', 'page']), client(['apiFr', 'checkout']), client(['checkout', 'api']), client(['page', 'apiFr'])];
    const waitUntil = async (condition: () => boolean, timeoutMs: number, what: string) => {
      const until = Date.now() + timeoutMs;
      while (!condition()) {
        if (Date.now() > until) throw new Error(`timed out waiting for ${what}; answers: ${JSON.stringify(answers.slice(-20))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    // traffic flows, then PostgreSQL goes down
    await waitUntil(() => answers.filter((a) => a.ok).length >= 8, 60_000, 'traffic before the outage');
    const stopping = Date.now();
    await cluster.stop();
    const down = Date.now();
    const since = (t: number, kind: Kind) => answers.filter((a) => a.kind === kind && a.at >= t);
    await waitUntil(
      () =>
        Date.now() - down >= MIN_OUTAGE_MS &&
        (['api', 'apiFr', 'page', 'checkout'] as const).every((k) => since(down, k).length >= PER_KIND_DURING_OUTAGE),
      60_000,
      'answers during the outage',
    );
    const upAgain = Date.now();
    await cluster.start();
    const accepting = Date.now();
    // recovered: every kind answers normally again, without restarting the app
    await waitUntil(
      () => (['api', 'apiFr', 'page', 'checkout'] as const).every((k) => since(accepting, k).some((a) => a.ok)),
      60_000,
      'recovery',
    );
    const recoveredMs =
      Math.max(...(['api', 'apiFr', 'page', 'checkout'] as const).map((k) => since(accepting, k).find((a) => a.ok)!.at)) - accepting;
    running = false;
    await Promise.all(clients);

    // the app never died and never answered anything but the normal answer or the clear unavailable one
    expect(app.child.exitCode).toBeNull();
    expect(answers.filter((a) => a.problem).map((a) => `${a.kind}: ${a.problem}`)).toEqual([]);
    // while PostgreSQL was down nothing could succeed (requests that started before the stop are left out)
    const during = answers.filter((a) => a.at >= down && a.at < upAgain);
    expect(during.filter((a) => a.ok)).toEqual([]);
    expect(recoveredMs).toBeLessThan(RECOVERY_LIMIT_MS);

    // nothing half-written: every order whole, every confirmed one kept, stock = seeded − ordered
    const db = await openReader({ url });
    try {
      const { problems, orders } = await consistencyProblems(db, before);
      expect(problems).toEqual([]);
      const numbers = new Set((await db.query<{ number: string }>('select number from orders')).map((o) => o.number));
      expect(confirmed.filter((n) => !numbers.has(n))).toEqual([]);
      console.log(
        `[pg restart] ${answers.length} answers (${during.length} during the outage, all 503/unavailable); stop took ${down - stopping} ms, ` +
          `outage ${upAgain - down} ms, start ${accepting - upAgain} ms; app answered normally again ${recoveredMs} ms after PostgreSQL was back; ` +
          `orders: ${confirmed.length} confirmed, ${orders} in the database`,
      );
    } finally {
      await db.close();
    }
  });
});
