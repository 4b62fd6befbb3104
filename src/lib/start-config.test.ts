import { describe, expect, it } from 'vitest';
import { NO_SECRET_MESSAGE, NO_SITE_URL_MESSAGE, startConfigProblems } from './start-config.mjs';

describe('startConfigProblems', () => {
  it('asks nothing of the embedded database', () => {
    expect(startConfigProblems({})).toEqual([]);
  });

  it('asks production on PostgreSQL for its session secret and public address, each named', () => {
    const db = { DATABASE_URL: 'postgres://x@h/db' };
    expect(startConfigProblems(db)).toEqual([NO_SECRET_MESSAGE, NO_SITE_URL_MESSAGE]);
    expect(startConfigProblems({ ...db, NEXTAUTH_SECRET: 's' })).toEqual([NO_SITE_URL_MESSAGE]);
    expect(startConfigProblems({ ...db, NEXTAUTH_SECRET: 's', NEXTAUTH_URL: 'https://shop.example.com' })).toEqual([]);
    expect(startConfigProblems({ ...db, NEXTAUTH_SECRET: 's', SITE_URL: 'https://shop.example.com' })).toEqual([]);
  });
});
