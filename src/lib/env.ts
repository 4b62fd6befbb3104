import { z } from 'zod';

/** The only place that reads process.env. Everything else imports `env`. */
/** an empty variable counts as unset */
const opt = <T extends z.ZodType>(t: T) => z.preprocess((v) => (v === '' ? undefined : v), t.optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** postgres://user:pass@host:port/db — unset: embedded PGlite under DATA_DIR/pglite */
  DATABASE_URL: opt(z.string().url()),
  /** folder for PGlite data, uploads and the e-mail outbox */
  DATA_DIR: z.string().default('data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  NEXTAUTH_URL: opt(z.string().url()),
  /** the shop's public origin for every absolute link (e-mails, payment returns, sitemap, canonical); else NEXTAUTH_URL's */
  SITE_URL: opt(z.string().url()),
  /** HTTP port of `npm start` (server.mjs reads it itself) */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  NEXTAUTH_SECRET: opt(z.string().min(1)),
  ADMIN_EMAIL: opt(z.string().email()),
  ADMIN_PASSWORD: opt(z.string().min(8)),
  /** OAuth sign-in; a provider appears only when switched on in settings.login and both values are set */
  GOOGLE_CLIENT_ID: opt(z.string()),
  GOOGLE_CLIENT_SECRET: opt(z.string()),
  FACEBOOK_CLIENT_ID: opt(z.string()),
  FACEBOOK_CLIENT_SECRET: opt(z.string()),
  /**
   * Online payments. Keys saved in the dashboard (/dashboard/settings/gateway) win; these are the fallback for
   * deployments that keep secrets in the environment. The webhook secret lives only here.
   */
  STRIPE_SECRET_KEY: opt(z.string().regex(/^(sk|rk)_(test|live)_\w+$/)),
  STRIPE_WEBHOOK_SECRET: opt(z.string().min(1)),
  PAYPAL_CLIENT_ID: opt(z.string()),
  PAYPAL_CLIENT_SECRET: opt(z.string()),
  PAYPAL_MODE: z.enum(['sandbox', 'live']).optional(),
  /** id of the webhook registered for /api/payments/paypal/webhook (PayPal checks each delivery against it) */
  PAYPAL_WEBHOOK_ID: opt(z.string().max(100)),
  SSLCOMMERZ_STORE_ID: opt(z.string()),
  SSLCOMMERZ_STORE_PASSWORD: opt(z.string()),
  SSLCOMMERZ_MODE: z.enum(['sandbox', 'live']).optional(),
  /** API base URLs, only to point a gateway at a stand-in server (tests, a local mock); unset: the gateway's own */
  STRIPE_API_BASE: opt(z.string().url()),
  PAYPAL_API_BASE: opt(z.string().url()),
  SSLCOMMERZ_API_BASE: opt(z.string().url()),
  /** minutes an unpaid online order keeps its stock before it is cancelled */
  PAYMENT_RESERVE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(30),
  SMTP_URL: opt(z.string()),
  MAIL_FROM: z.string().default('floorshop <no-reply@example.com>'),
  /**
   * redis://… — several instances share through it the page cache and cached reads (src/server/cache/cache-store.mjs,
   * which Next.js and server.mjs load outside the bundle and which therefore reads REDIS_URL, REDIS_PREFIX and the
   * CACHE_* variables below itself) and the rate limits (src/server/redis). Unset: both stay in each process.
   */
  REDIS_URL: opt(z.string().url()),
  /** prefix of every Redis key, so several shops (or test runs) can share one Redis */
  REDIS_PREFIX: z.string().min(1).default('floorshop:'),
  /** folder of the page cache without REDIS_URL (docs/operations.md, "Page cache"); unset: DATA_DIR/cache */
  CACHE_DIR: opt(z.string()),
  /** most megabytes the page cache takes on disk without REDIS_URL; the least recently used pages go first */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** megabytes of cached pages kept in memory in front of the disk or Redis; 0: none */
  CACHE_MEMORY_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** renders (pages, searches) server.mjs runs at once, others wait in order (src/lib/render-gate.mjs); unset: twice the cores */
  RENDER_CONCURRENCY: opt(z.coerce.number().int().min(1).max(256)),
  /** requests that may wait for a render slot; beyond, 503 with Retry-After */
  RENDER_QUEUE: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * The reverse proxies in front of the shop whose X-Forwarded-For is believed: a count of hops or a comma-separated
   * list of their addresses; unset, none (the socket's address is the client). server.mjs reads it itself
   * (src/lib/client-address.mjs); declared here so a wrong value stops the start with a clear message.
   */
  TRUSTED_PROXIES: opt(
    z
      .string()
      .regex(
        /^(\d{1,2}|[0-9a-fA-F.:\[\]]+(\s*,\s*[0-9a-fA-F.:\[\]]+)*)$/,
        'a number of proxies or a comma-separated list of their addresses',
      ),
  ),
  /** 1 = the shop shows the first store address, 2 = the second (docs/requirements.md, "Store address") */
  STORE_ADDRESS: z.enum(['1', '2']).default('1'),
  /** skip the seed on start (for deployments that seed explicitly) */
  SKIP_SEED: z.enum(['0', '1']).default('0'),
  /** demo staff + customer accounts; default on for the embedded database, off with DATABASE_URL */
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** fixed password for the demo accounts (development); unset: generated and printed once */
  DEMO_PASSWORD: opt(z.string().min(8)),
  /** set by Next.js */
  NEXT_RUNTIME: z.string().optional(),
  NEXT_PHASE: z.string().optional(),
  /** path of Chromium for screenshots and browser tests */
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  return parsed.data;
}

export const env: Env = readEnv();

// next-auth reads its origin from NEXTAUTH_URL itself; without one (the embedded default on any port),
// it may take the origin from the request's Host header instead of assuming http://localhost:3000.
if (!env.NEXTAUTH_URL && !process.env.AUTH_TRUST_HOST) process.env.AUTH_TRUST_HOST = 'true';
