import { describe, expect, it } from 'vitest';
import { DB_UNAVAILABLE_DIGEST, digestUnavailableErrors, isDatabaseUnavailable, markUnavailable } from './db-unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** what drizzle throws around a driver error */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08006', '08001', '53300'])(
    'a %s error means the database is unavailable, also inside drizzle’s wrapper',
    (code) => {
      expect(isDatabaseUnavailable(withCode(code))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(withCode(code)))).toBe(true);
    },
  );

  it('recognises node-postgres messages for a dead or impossible connection', () => {
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('recognises an AggregateError of refused connections (several addresses tried) and a start-up failure', () => {
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'))).toBe(true);
    // server/db/client.ts's DatabaseStartupError, known by its name (the class itself: src/server/http.test.ts)
    expect(isDatabaseUnavailable(Object.assign(new Error('Cannot connect to the database'), { name: 'DatabaseStartupError' }))).toBe(true);
  });

  it('does not hide bugs and refused statements behind "unavailable"', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('42P01', 'relation "x" does not exist')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('40001', 'could not serialize access')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('the digest handed to the error page', () => {
  class QueryError extends Error {
    constructor(cause: unknown) {
      super('Failed query');
      this.cause = cause;
    }
  }
  digestUnavailableErrors(QueryError);

  it('is DB_UNAVAILABLE for a wrapped connection failure, unset for other failures, and kept when Next.js sets one', () => {
    const down = new QueryError(withCode('57P01', 'terminating connection due to administrator command')) as QueryError & {
      digest?: string;
    };
    expect(down.digest).toBe(DB_UNAVAILABLE_DIGEST);
    const bug = new QueryError(withCode('42703', 'column does not exist')) as QueryError & { digest?: string };
    expect(bug.digest).toBeUndefined();
    bug.digest = '12345';
    expect(bug.digest).toBe('12345');
    expect(new QueryError(withCode('23505')) as { digest?: string }).toMatchObject({ digest: undefined });
  });

  it('markUnavailable stamps a raw refused connection and leaves other errors alone', () => {
    expect(markUnavailable(withCode('ECONNREFUSED'))).toMatchObject({ digest: DB_UNAVAILABLE_DIGEST });
    expect((markUnavailable(withCode('23505')) as { digest?: string }).digest).toBeUndefined();
  });
});
