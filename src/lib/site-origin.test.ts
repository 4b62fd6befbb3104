import { afterEach, describe, expect, it, vi } from 'vitest';

/** siteOrigin() with the environment `vars` (env.ts reads process.env when it is imported). */
async function originWith(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v as string);
  const { siteOrigin } = await import('./site-origin');
  return siteOrigin;
}

describe('siteOrigin', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('comes from SITE_URL, else NEXTAUTH_URL, as an origin (no path, no trailing slash)', async () => {
    expect((await originWith({ SITE_URL: 'https://shop.example.com/some/path', NEXTAUTH_URL: 'https://auth.example.com' }))()).toBe(
      'https://shop.example.com',
    );
    expect((await originWith({ SITE_URL: '', NEXTAUTH_URL: 'https://auth.example.com/' }))()).toBe('https://auth.example.com');
  });

  it('defaults to localhost on the embedded database and refuses production on PostgreSQL without one', async () => {
    expect((await originWith({ SITE_URL: '', NEXTAUTH_URL: '', DATABASE_URL: '', PORT: '3456' }))()).toBe('http://localhost:3456');
    const strict = await originWith({
      SITE_URL: '',
      NEXTAUTH_URL: '',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      NEXTAUTH_SECRET: 'x'.repeat(40),
    });
    expect(() => strict()).toThrow(/SITE_URL is not set/);
  });
});
