/**
 * Is `err` the database being unreachable (stopped, restarting, too many connections, network cut) rather than
 * a bug or a refused statement? Such a failure is temporary: callers answer 503 "temporarily unavailable"
 * instead of 500, and the pool reconnects by itself once PostgreSQL is back.
 * Drizzle wraps driver errors (DrizzleQueryError with `cause`), so the cause chain is followed.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATE class 08 (connection exception), 57P01–57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections). */
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '08007', '57P01', '57P02', '57P03', '53300']);

/** Messages of node-postgres/pg-pool for a connection that died or could not be made (they carry no code). */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
  'Cannot use a pool after calling end on the pool',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && depth < 6; depth++) {
    // opening the database failed (server/db/client.ts: DatabaseStartupError, checked by name: lib cannot import server)
    if ((e as Error).name === 'DatabaseStartupError') return true;
    const { code, message, cause, errors } = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code))) return true;
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.startsWith(m))) return true;
    // net.connect to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError
    if (Array.isArray(errors) && errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = cause;
  }
  return false;
}

/**
 * Digest of a server error that is the database being unreachable. In production Next.js hides a server error's
 * message from the error boundary but hands over its `digest`, so the store's error page can say "temporarily
 * unavailable" instead of "something went wrong".
 */
export const DB_UNAVAILABLE_DIGEST = 'DB_UNAVAILABLE';

/** Sets the digest on a raw driver error (a refused connection thrown by the pool) when it means "unavailable". */
export function markUnavailable<E>(err: E): E {
  if (err && typeof err === 'object' && isDatabaseUnavailable(err) && !(err as { digest?: unknown }).digest) {
    (err as { digest?: string }).digest = DB_UNAVAILABLE_DIGEST;
  }
  return err;
}

const installed = new WeakSet<object>();

/**
 * Gives every error of `ErrorClass` (drizzle's DrizzleQueryError, which wraps the driver's error as `cause`) the
 * unavailable digest when its cause chain is a connection failure. A digest Next.js sets itself is kept.
 */
export function digestUnavailableErrors(ErrorClass: { prototype: object }): void {
  if (installed.has(ErrorClass.prototype)) return;
  installed.add(ErrorClass.prototype);
  const own = new WeakMap<object, string>();
  Object.defineProperty(ErrorClass.prototype, 'digest', {
    configurable: true,
    get(this: object) {
      return own.get(this) ?? (isDatabaseUnavailable(this) ? DB_UNAVAILABLE_DIGEST : undefined);
    },
    set(this: object, value: string) {
      own.set(this, value);
    },
  });
}
