import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { CUSTOMER } from './accounts';
import { newCustomer, uniqueEmail } from './support/account-helpers';

const form = (data: Record<string, string>) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  data: new URLSearchParams(data).toString(),
});

async function csrf(request: APIRequestContext) {
  const res = await request.get('/api/auth/csrf');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { csrfToken: string };
  return body.csrfToken;
}

test('the /api/auth REST contract', async ({ request, baseURL, page }) => {
  // an account of its own: the sign-out at the end ends every session of the account, the saved sign-in of CUSTOMER's too
  const customer = await newCustomer(page, 'Casey Customer');
  // GET session without a session: empty object (the client reads it as null)
  const empty = await request.get('/api/auth/session');
  expect(empty.status()).toBe(200);
  expect(await empty.json()).toEqual({});

  const providers = await (await request.get('/api/auth/providers')).json();
  expect(providers.credentials).toMatchObject({
    id: 'credentials',
    type: 'credentials',
    signinUrl: `${baseURL}/api/auth/signin/credentials`,
    callbackUrl: `${baseURL}/api/auth/callback/credentials`,
  });
  expect(providers.google).toBeUndefined();

  const token = await csrf(request);
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  // wrong password: 401 with the error in the url's query string
  const wrong = await request.post(
    '/api/auth/callback/credentials',
    form({ csrfToken: token, callbackUrl: `${baseURL}/profile`, json: 'true', email: customer.email, password: 'wrong-password' }),
  );
  expect(wrong.status()).toBe(401);
  expect(new URL((await wrong.json()).url).searchParams.get('error')).toBe('CredentialsSignin');

  // a missing csrf token is refused: sent back to sign in with csrf=true
  const noCsrf = await request.post(
    '/api/auth/callback/credentials',
    form({ callbackUrl: '/', json: 'true', email: customer.email, password: customer.password }),
  );
  expect((await noCsrf.json()).url).toContain('csrf=true');

  const ok = await request.post(
    '/api/auth/callback/credentials',
    form({ csrfToken: token, callbackUrl: `${baseURL}/profile`, json: 'true', email: customer.email, password: customer.password }),
  );
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ url: `${baseURL}/profile` });
  const cookie = ok.headers()['set-cookie'];
  expect(cookie).toMatch(/next-auth\.session-token=/);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);

  const session = await (await request.get('/api/auth/session')).json();
  expect(session).toMatchObject({ user: { name: 'Casey Customer', email: customer.email, a: false, s: null } });
  expect(typeof session.expires).toBe('string');

  // POST session (update): the server re-reads the account; the client's data cannot change it
  const updated = await request.post('/api/auth/session', {
    headers: { 'Content-Type': 'application/json' },
    data: { csrfToken: await csrf(request), data: { a: true, name: 'Hacker' } },
  });
  expect(updated.status()).toBe(200);
  expect(await updated.json()).toMatchObject({ user: { name: 'Casey Customer', a: false } });

  const log = await request.post('/api/auth/_log', form({ level: 'error', code: 'CLIENT_FETCH_ERROR', message: 'test' }));
  expect(log.status()).toBe(200);

  // signin/{provider} for an unknown provider goes to sign-in
  const unknown = await request.post('/api/auth/signin/nope', form({ csrfToken: await csrf(request), callbackUrl: '/', json: 'true' }));
  const unknownUrl = new URL((await unknown.json()).url);
  expect(unknownUrl.pathname).toBe('/api/auth/signin');
  const signinPage = await request.get(unknownUrl.pathname, { maxRedirects: 0 });
  expect(signinPage.status()).toBe(302);
  expect(new URL(signinPage.headers().location, baseURL).pathname).toBe('/signin');

  // OAuth and other errors land on /signin with the error kept
  for (const error of ['OAuthCallback', 'Configuration']) {
    const landed = await request.get(`/api/auth/error?error=${error}`);
    const url = new URL(landed.url());
    expect([landed.status(), url.pathname, url.searchParams.get('error')]).toEqual([200, '/signin', error]);
  }

  // callback URLs are limited to this site
  const foreign = await request.post(
    '/api/auth/callback/credentials',
    form({
      csrfToken: await csrf(request),
      callbackUrl: 'https://evil.example/x',
      json: 'true',
      email: customer.email,
      password: customer.password,
    }),
  );
  expect(foreign.status()).toBe(400);
  expect(new URL((await foreign.json()).url).searchParams.get('error')).toBe('InvalidCallbackUrl');
  const foreignGet = await request.get('/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F', { maxRedirects: 0 });
  expect(foreignGet.status()).toBe(302);
  expect(foreignGet.headers().location).toContain('/signin?error=InvalidCallbackUrl');
  // the refusal sends back to the shop's own address, whatever host the request names
  const forgedHost = await request.get('/api/auth/signin?callbackUrl=https%3A%2F%2Fevil.example%2F', {
    headers: { 'x-forwarded-host': 'evil.example' },
    maxRedirects: 0,
  });
  expect(forgedHost.headers().location).toBe(`${baseURL}/signin?error=InvalidCallbackUrl`);

  // a copy of the session cookie taken before signing out stops working with it
  const copied = (await request.storageState()).cookies.filter((c) => c.name.includes('next-auth.session-token'));
  const withCopy = async () =>
    (await fetch(`${baseURL}/api/auth/session`, { headers: { cookie: copied.map((c) => `${c.name}=${c.value}`).join('; ') } })).json();
  expect(await withCopy()).toMatchObject({ user: { email: customer.email } });
  const out = await request.post('/api/auth/signout', form({ csrfToken: await csrf(request), callbackUrl: `${baseURL}/`, json: 'true' }));
  expect(out.status()).toBe(200);
  expect(await out.json()).toEqual({ url: `${baseURL}/` });
  expect(await (await request.get('/api/auth/session')).json()).toEqual({});
  expect(await withCopy()).toEqual({});
  expect((await request.get('/api/home/wishlist')).status()).toBe(401);
});

test('repeated wrong passwords lock the account with HTTP 429 and a clear message', async ({ request, page }) => {
  const email = uniqueEmail('locked');
  const post = async (password: string) =>
    request.post(
      '/api/auth/callback/credentials',
      form({ csrfToken: await csrf(request), callbackUrl: '/', json: 'true', email, password }),
    );
  for (let i = 0; i < 5; i++) expect((await post(`wrong-${i}-password`)).status()).toBe(401);
  const locked = await post('wrong-again-password');
  expect(locked.status()).toBe(429);
  expect(new URL((await locked.json()).url).searchParams.get('error')).toBe('TooManyAttempts');

  await page.goto('/signin?error=TooManyAttempts');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Too many failed sign-in attempts. Please wait 15 minutes and try again, or reset your password.',
  );
});

test('password reset answers the same for any e-mail', async ({ page }) => {
  for (const email of [CUSTOMER.email, uniqueEmail('nobody')]) {
    await page.goto('/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(/If an account exists for that email, we have sent a link/);
  }
  // a forged link is checked before any form shows (docs/requirements.md, "Password reset")
  await page.goto('/reset-password?token=made-up-token-made-up-token-123');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link is invalid, already used or expired.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
});
