import { expect, test } from './support/test';
import { CUSTOMER, STAFF } from './accounts';
import { fillField, newCustomer, signIn, signInThroughForm, signInWithForm, uniqueEmail } from './support/account-helpers';
import { nextAuthClientScript } from './support/next-auth-client';

test('a guarded page sends a guest to sign in and comes back after it', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Fprofile$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please sign in to see this page.');
  await signInWithForm(page, CUSTOMER);
  // often the run's first sign-in and first render of the profile on a fresh server (CI run: more than 5 s at load 5)
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByText(CUSTOMER.email, { exact: true })).toBeVisible();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
});

test('a wrong password shows the translated CredentialsSignin message, in English and in French', async ({ page, context, baseURL }) => {
  await page.goto('/signin');
  await signInWithForm(page, { email: CUSTOMER.email, password: 'not-the-password' });
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The email or password is not correct.');
  await expect(page).toHaveURL(/\/signin/);

  await context.addCookies([{ name: 'LANGUAGE', value: 'fr', url: baseURL! }]);
  await page.goto('/signin?error=CredentialsSignin');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Le courriel ou le mot de passe est incorrect.');
  await page.goto('/signin?error=InvalidCallbackUrl');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('adresse de retour');
});

test('the stock next-auth client signs in from a plain script and gets the {name, email, a, s} session', async ({ page }) => {
  await page.goto('/signin');
  await page.addScriptTag({ content: nextAuthClientScript() });
  const result = await page.evaluate(async ({ email, password }) => {
    type Client = {
      signIn: (p: string, o: object) => Promise<{ error: string | null; ok: boolean; status: number; url: string | null }>;
      getSession: () => Promise<unknown>;
      getCsrfToken: () => Promise<string>;
      getProviders: () => Promise<Record<string, { type: string }>>;
    };
    const c = (window as unknown as { NextAuthClient: Client }).NextAuthClient;
    const before = await c.getSession();
    const wrong = await c.signIn('credentials', { redirect: false, email, password: 'nope-nope-nope', callbackUrl: '/' });
    const res = await c.signIn('credentials', { redirect: false, email, password, callbackUrl: '/' });
    return { before, wrong, res, session: await c.getSession(), csrf: await c.getCsrfToken(), providers: await c.getProviders() };
  }, STAFF);
  expect(result.before).toBeNull();
  expect(result.wrong).toMatchObject({ error: 'CredentialsSignin', ok: false, status: 401, url: null });
  expect(result.res).toMatchObject({ error: null, ok: true, status: 200 });
  expect(result.csrf).toMatch(/^[0-9a-f]{64}$/);
  expect(result.providers.credentials.type).toBe('credentials');
  const session = result.session as { user: Record<string, unknown>; expires: string };
  expect(Object.keys(session.user).sort()).toEqual(['a', 'email', 'name', 's']);
  expect(session.user).toMatchObject({ name: 'Sam Staff', email: STAFF.email, a: false, s: { status: 'active' } });
  const perms = (session.user.s as { permissions: { name: string; view: boolean; edit: boolean; delete: boolean }[] }).permissions;
  expect(perms).toContainEqual({ name: 'product', view: true, edit: true, delete: true });
  expect(perms).toContainEqual({ name: 'settings', view: false, edit: false, delete: false });
  expect(new Date(session.expires).getTime()).toBeGreaterThan(Date.now());
});

test('signing out in one tab signs the other tab out too', async ({ page, context }) => {
  // an account of its own: signing out ends every session of the account, the saved sign-in of CUSTOMER included
  await newCustomer(page, 'Tariq Tabs');
  const other = await context.newPage();
  // wait until the other tab has hydrated and read its session, or it misses the broadcast
  const sessionRead = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await sessionRead;
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await expect(other).toHaveURL(/\/signin\?error=SessionRequired/, { timeout: 15_000 });
  await expect(other.getByRole('main').getByRole('alert')).toHaveText('Please sign in to see this page.');
});

test('"sign out everywhere" on the profile ends the sessions of every browser, and a copied session cookie with them', async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await newCustomer(page, 'Nadia Rahman');
  const laptop = await browser.newContext();
  const other = await laptop.newPage();
  await signIn(other, account);
  const copied = (await page.context().cookies()).filter((c) => c.name.includes('next-auth.session-token'));
  expect(copied).not.toHaveLength(0);
  const sessionWith = async (cookies: { name: string; value: string }[]) => {
    const res = await fetch(`${baseURL}/api/auth/session`, { headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') } });
    return res.json();
  };
  expect(await sessionWith(copied)).toMatchObject({ user: { email: account.email } });

  await page.goto('/profile#password');
  const sessions = page.getByRole('group', { name: 'Devices signed in' });
  await expect(sessions).toContainText('This signs you out on every device and browser, this one included.');
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  // this browser, the other one and the copied cookie are all signed out
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await sessionWith(copied)).toEqual({});
  await other.goto('/profile');
  await expect(other).toHaveURL(/\/signin\?error=SessionRequired/);
  await laptop.close();
  // signing in again works
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
});

test('store pages are the same for everybody: the session is read in the browser, never put in the HTML, and read again when the tab comes back', async ({
  page,
}) => {
  await signIn(page, CUSTOMER, '/');
  const sessionCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/session') sessionCalls.push(r.method());
  });
  await page.goto('/shop');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  expect(sessionCalls.length).toBeGreaterThan(0);
  const before = sessionCalls.length;
  // the page itself (served from cache) knows nobody
  const html = await (await page.request.get('/shop')).text();
  expect(html).not.toMatch(/aria-label="Account menu/);
  expect(html).not.toContain(CUSTOMER.email);

  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect.poll(() => sessionCalls.length).toBe(before + 1);
});

test('a customer gets the 403 page on /dashboard; staff get in; a guest is sent to sign in', async ({ page, context }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?error=SessionRequired&callbackUrl=%2Fdashboard/);

  await signIn(page, CUSTOMER);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'access forbidden' })).toBeVisible();
  await expect(page.getByText('You do not have permission to access the document or program that you requested.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');

  await context.clearCookies();
  await signIn(page, STAFF, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('signing in in one tab shows the account in the other open tabs', async ({ page, context }) => {
  const other = await context.newPage();
  const sessionRead = other.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/session');
  await other.goto('/about');
  await sessionRead;
  const header = other.getByRole('banner').first();
  await expect(other.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await signInThroughForm(page, CUSTOMER);
  // the other tab was not touched: it reads its session again because this one saw a new account
  await expect(other.getByRole('button', { name: /^Account menu of / }).first()).toBeVisible({ timeout: 15_000 });
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('an empty sign-up form names every missing field, and a fixed field loses its message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Full name').fill('Nora New');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
});

test('sign up, then sign in with the new account', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Nora New');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common or too easy to guess. Choose another one.')).toBeVisible();
  await page.getByLabel('Password').fill('nora-oak-stairs-77');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signin\?registered=1/);
  await expect(page.getByRole('status')).toContainText('Your account is ready. Sign in with your email and password.');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('nora-oak-stairs-77');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto('/profile');
  await expect(page.getByText('Hello, Nora New')).toBeVisible();
});

test('profile: edit details, keep an address, and the order list starts empty', async ({ page }) => {
  const email = uniqueEmail('profile');
  await page.goto('/signup');
  await page.getByLabel('Full name').fill('Pia Profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('pia-tile-grout-31');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/registered=1/);
  await signIn(page, { email, password: 'pia-tile-grout-31' });

  const details = page.getByRole('form', { name: 'Personal details' });
  await details.getByLabel('Phone').fill('604-555-0199');
  await details.getByLabel('Full name').fill('Pia P. Profile');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');
  await page.reload();
  await expect(page.getByText('Hello, Pia P. Profile')).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Address' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption('billing');
  for (const [label, value] of [
    ['Full name', 'Pia Profile'],
    ['Phone', '604-555-0199'],
    ['Email', email],
    ['House and street', '7350 120 St'],
    ['City', 'Surrey'],
    ['Province / state', 'BC'],
    ['Postal code', 'V3W 3M9'],
    ['Country', 'Canada'],
  ]) {
    await fillField(form, label, value);
  }
  await form.getByRole('button', { name: 'Save address' }).click();
  const card = page.getByRole('listitem', { name: 'Billing address: Pia Profile' });
  await expect(card).toContainText('7350 120 St, Surrey, BC V3W 3M9, Canada');
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No saved addresses yet.')).toBeVisible();

  const wishlist = await page.request.get('/api/home/wishlist');
  expect(await wishlist.json()).toEqual({ success: true, wishlist: [] });
  const forged = await page.request.post('/api/home/wishlist', {
    data: { productId: '00000000-0000-4000-8000-000000000000' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
});

test('the auth error names are shown as readable messages on /signin', async ({ page }) => {
  const cases: [string, string][] = [
    ['OAuthCallbackError', 'The sign-in with that provider failed. Please try again.'],
    [
      'AccountNotLinkedError',
      'An account with this e-mail already exists. Sign in with your password, then link Google or Facebook in your profile.',
    ],
    ['MissingSecretError', 'Sign-in is not available: the server has no session secret (NO_SECRET).'],
    ['OAuthCallback', 'The sign-in with that provider did not complete. Please try again.'],
    ['<img src=x>', 'The sign-in did not work. Please try again.'],
  ];
  for (const [code, text] of cases) {
    await page.goto(`/signin?error=${encodeURIComponent(code)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(text);
  }
});
