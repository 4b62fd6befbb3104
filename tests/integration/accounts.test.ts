import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

const tmp = vi.hoisted(() => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { mkdtempSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const os = require('node:os') as typeof import('node:os');
  const dir = mkdtempSync(`${os.tmpdir()}/floorshop-accounts-`);
  process.env.DATA_DIR = dir;
  return dir;
});

import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encode } from 'next-auth/jwt';
import { guardDecision, permissionFor, STAFF_PERMISSION_KEYS } from '@/domain/permissions/permissions';
import { listAccountOrders } from '@/server/account/list-orders';
import { deleteAddress, listAddresses, saveAddress } from '@/server/account/manage-addresses';
import { isResetTokenUsable, RESET_TOKEN_TTL_MS, requestPasswordReset, resetPassword } from '@/server/account/password-reset';
import { registerUser } from '@/server/account/register-user';
import { changePassword, updateProfile } from '@/server/account/update-profile';
import { endAllSessions } from '@/server/auth/end-sessions';
import { confirmEmailChange, requestEmailChange } from '@/server/account/change-email';
import { linkOAuthAccount } from '@/server/auth/link-oauth-account';
import { baseAuthOptions } from '@/server/auth/auth-options';
import { userFromSessionToken } from '@/server/auth/auth';
import { getAuthSecret } from '@/server/auth/secret';
import { loadAuthUser, type SessionUser } from '@/server/auth/session-user';
import { SignInThrottle } from '@/server/auth/throttle';
import { LIMITS } from '@/domain/security/limits';
import { IN_MEMORY, Limiter } from '@/server/security/limiter';
import { SignInRefused, verifyCredentials } from '@/server/auth/verify-credentials';
import { verifyPassword } from '@/server/auth/password';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { createSeededTestDatabase, ENGINES, type TestDatabase } from '../support/database';

const PASSWORD = 'amber-tile-grout-42';

describe.each(ENGINES)('accounts on %s', (engine) => {
  let tdb: TestDatabase;
  let db: TestDatabase['handle']['db'];
  const throttle = () => SignInThrottle.create(IN_MEMORY);

  async function newCustomer(email: string, password = PASSWORD) {
    const res = await registerUser({ name: 'Test Person', email, password }, db);
    if (!res.ok) throw new Error(res.error);
    return res.id;
  }
  /** active staff with the demo grants (the seed only makes demo accounts on PGlite) */
  async function newStaff(email: string) {
    const id = await newCustomer(email);
    await db.update(t.users).set({ role: 'staff', staffStatus: 'active', name: 'Sam Staff' }).where(eq(t.users.id, id));
    const grants: Record<string, [boolean, boolean, boolean]> = {
      product: [true, true, true],
      order: [true, true, false],
      dashboard: [true, false, false],
    };
    await db.insert(t.staffPermissions).values(
      STAFF_PERMISSION_KEYS.map((name) => {
        const [view, edit, del] = grants[name] ?? [false, false, false];
        return { userId: id, name, view, edit, delete: del };
      }),
    );
    const [u] = await db.select().from(t.users).where(eq(t.users.id, id));
    return u;
  }
  const sessionToken = (sub: string, sv: number) => encode({ token: { sub, sv, name: 'x', email: 'x' }, secret: getAuthSecret() });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    db = tdb.handle.db;
    useDbHandle(tdb.handle);
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  describe('sign up', () => {
    it('creates a customer with an argon2id hash, never the password', async () => {
      const id = await newCustomer('New.Person@Example.com');
      const [u] = await db.select().from(t.users).where(eq(t.users.id, id));
      expect(u).toMatchObject({ email: 'new.person@example.com', role: 'customer', blocked: false });
      expect(u.passwordHash).toMatch(/^\$argon2id\$/);
      expect(u.passwordHash).not.toContain(PASSWORD);
    });
    it('refuses an e-mail that exists in any case, and weak passwords, changing nothing', async () => {
      const before = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
      expect(await registerUser({ name: 'A', email: 'NEW.PERSON@example.com', password: PASSWORD }, db)).toMatchObject({
        ok: false,
        error: 'emailTaken',
      });
      expect(await registerUser({ name: 'A', email: 'weak@example.com', password: 'short1' }, db)).toMatchObject({
        ok: false,
        error: 'passwordTooShort',
      });
      expect(await registerUser({ name: 'A', email: 'weak@example.com', password: 'Password123' }, db)).toMatchObject({
        ok: false,
        error: 'passwordCommon',
      });
      expect(await registerUser({ name: 'A', email: 'not-an-email', password: PASSWORD }, db)).toMatchObject({
        ok: false,
        error: 'emailInvalid',
        field: 'email',
      });
      const after = await db.select({ n: sql<number>`count(*)::int` }).from(t.users);
      expect(after[0].n).toBe(before[0].n);
    });
  });

  describe('sign in', () => {
    it('accepts the right password whatever the e-mail case', async () => {
      await newCustomer('signin@example.com');
      const acc = await verifyCredentials({ email: 'SignIn@Example.com', password: PASSWORD }, '10.0.0.1', { db, throttle: throttle() });
      expect(acc).toMatchObject({ email: 'signin@example.com', sessionVersion: 0 });
    });
    it('refuses a wrong password and an unknown e-mail the same way', async () => {
      const th = throttle();
      expect(
        await verifyCredentials({ email: 'signin@example.com', password: 'wrong-password-1' }, '10.0.0.1', { db, throttle: th }),
      ).toBeNull();
      expect(await verifyCredentials({ email: 'nobody@example.com', password: PASSWORD }, '10.0.0.1', { db, throttle: th })).toBeNull();
      expect(await verifyCredentials({ email: 'signin@example.com' }, '10.0.0.1', { db, throttle: th })).toBeNull();
    });
    it('refuses a blocked account even with the right password', async () => {
      const id = await newCustomer('blocked@example.com');
      await db.update(t.users).set({ blocked: true }).where(eq(t.users.id, id));
      await expect(
        verifyCredentials({ email: 'blocked@example.com', password: PASSWORD }, '10.0.0.1', { db, throttle: throttle() }),
      ).rejects.toThrow(SignInRefused);
      await expect(
        verifyCredentials({ email: 'blocked@example.com', password: PASSWORD }, '10.0.0.1', { db, throttle: throttle() }),
      ).rejects.toThrow('AccountBlocked');
    });
    it('builds the {name, email, a, s} session user in the jwt and session callbacks', async () => {
      const staff = await newStaff('jwt-staff@example.com');
      const { callbacks } = baseAuthOptions();
      const token = await callbacks!.jwt!({
        token: {},
        user: { id: staff.id, sessionVersion: 0 } as never,
        account: { type: 'credentials', provider: 'credentials', providerAccountId: staff.id },
      });
      expect(token).toMatchObject({ sub: staff.id, sv: 0, name: 'Sam Staff', email: 'jwt-staff@example.com' });
      const session = (await callbacks!.session!({
        session: { expires: 'x', user: {} } as never,
        token,
        user: undefined as never,
        newSession: undefined,
        trigger: undefined as never,
      })) as unknown as { user: SessionUser };
      expect(Object.keys(session.user).sort()).toEqual(['a', 'email', 'name', 's']);
      expect(session.user.a).toBe(false);
      expect(session.user.s?.status).toBe('active');
      expect(session.user.s?.permissions.find((p) => p.name === 'product')).toEqual({
        name: 'product',
        view: true,
        edit: true,
        delete: true,
      });
      expect(session.user.s?.permissions).toHaveLength(15);
    });
  });

  describe('throttling', () => {
    it('locks an account after repeated failures, even for the right password, until the lock ends', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000_000 });
      try {
        const th = SignInThrottle.create(IN_MEMORY);
        for (let i = 0; i < LIMITS.signInAccount.points; i++) {
          expect(
            await verifyCredentials({ email: 'signin@example.com', password: `wrong-${i}-xxxx` }, `10.1.0.${i}`, { db, throttle: th }),
          ).toBeNull();
        }
        await expect(
          verifyCredentials({ email: 'signin@example.com', password: PASSWORD }, '10.9.9.9', { db, throttle: th }),
        ).rejects.toThrow('TooManyAttempts');
        vi.setSystemTime(1_000_000_000 + LIMITS.signInAccount.blockSec * 1000 - 1_000);
        await expect(
          verifyCredentials({ email: 'signin@example.com', password: PASSWORD }, '10.9.9.9', { db, throttle: th }),
        ).rejects.toThrow('TooManyAttempts');
        vi.setSystemTime(1_000_000_000 + LIMITS.signInAccount.blockSec * 1000 + 1);
        expect(
          await verifyCredentials({ email: 'signin@example.com', password: PASSWORD }, '10.9.9.9', { db, throttle: th }),
        ).not.toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });
    it('locks an address that tries many accounts', async () => {
      const th = SignInThrottle.create(IN_MEMORY);
      for (let i = 0; i < LIMITS.signInAddress.points; i++) await th.fail(`spray${i}@example.com`, '10.2.0.1');
      await expect(
        verifyCredentials({ email: 'signin@example.com', password: PASSWORD }, '10.2.0.1', { db, throttle: th }),
      ).rejects.toThrow('TooManyAttempts');
      expect(await verifyCredentials({ email: 'signin@example.com', password: PASSWORD }, '10.2.0.2', { db, throttle: th })).not.toBeNull();
    });
  });

  describe('OAuth linking', () => {
    const google = (id: string, email: string, emailVerified = true) => ({
      provider: 'google',
      providerAccountId: id,
      email,
      emailVerified,
      name: 'G User',
    });

    it('creates a customer for a new address and signs the same identity in to it again', async () => {
      const email = `new-oauth-${engine}@example.com`;
      const first = await linkOAuthAccount(google(`g-new-${engine}`, email), {}, db);
      if (!first.ok) throw new Error(first.reason);
      const again = await linkOAuthAccount(google(`g-new-${engine}`, 'changed@example.com'), {}, db);
      expect(again).toEqual(first);
      const [row] = await db.select().from(t.users).where(eq(t.users.id, first.user.id));
      expect(row).toMatchObject({ email, role: 'customer' });
      expect(row.emailVerifiedAt).not.toBeNull();
      // an address the provider did not verify makes an account whose address is not verified
      const fb = await linkOAuthAccount(
        { provider: 'facebook', providerAccountId: `f-new-${engine}`, email: `fb-${engine}@example.com`, emailVerified: false },
        {},
        db,
      );
      if (!fb.ok) throw new Error(fb.reason);
      expect((await db.select().from(t.users).where(eq(t.users.id, fb.user.id)))[0].emailVerifiedAt).toBeNull();
    });

    it('never joins an account whose address was not verified (pre-hijacking), nor on an unverified provider address', async () => {
      const email = `prehijack-${engine}@example.com`;
      const id = await newCustomer(email);
      expect(await linkOAuthAccount(google(`g-attacker-${engine}`, email), {}, db)).toEqual({ ok: false, reason: 'linkRequired' });
      await db.update(t.users).set({ emailVerifiedAt: new Date() }).where(eq(t.users.id, id));
      expect(await linkOAuthAccount(google(`g-attacker-${engine}`, email, false), {}, db)).toEqual({ ok: false, reason: 'linkRequired' });
      expect(await db.select().from(t.accounts).where(eq(t.accounts.userId, id))).toHaveLength(0);
      // both verified: the customer is joined
      const joined = await linkOAuthAccount(google(`g-owner-${engine}`, email), {}, db);
      expect(joined).toMatchObject({ ok: true, user: { id } });
    });

    it('never joins a staff or admin account automatically, even with both addresses verified', async () => {
      for (const role of ['staff', 'admin'] as const) {
        const email = `oauth-${role}-${engine}@example.com`;
        const id = await newCustomer(email);
        await db
          .update(t.users)
          .set({ role, staffStatus: role === 'staff' ? 'active' : null, emailVerifiedAt: new Date() })
          .where(eq(t.users.id, id));
        expect(await linkOAuthAccount(google(`g-${role}-${engine}`, email), {}, db)).toEqual({ ok: false, reason: 'linkRequired' });
        // linking from the signed-in profile works
        expect(await linkOAuthAccount(google(`g-${role}-${engine}`, email), { linkTo: id }, db)).toMatchObject({ ok: true, user: { id } });
        expect(await linkOAuthAccount(google(`g-${role}-${engine}`, email), {}, db)).toMatchObject({ ok: true, user: { id } });
      }
    });

    it('refuses to move an identity linked to one account onto another', async () => {
      const a = await newCustomer(`link-a-${engine}@example.com`);
      const b = await newCustomer(`link-b-${engine}@example.com`);
      expect(await linkOAuthAccount(google(`g-shared-${engine}`, 'x@example.com'), { linkTo: a }, db)).toMatchObject({
        ok: true,
        user: { id: a },
      });
      expect(await linkOAuthAccount(google(`g-shared-${engine}`, 'x@example.com'), { linkTo: b }, db)).toEqual({
        ok: false,
        reason: 'linkedElsewhere',
      });
    });
  });

  describe('password reset', () => {
    let userId: string;
    const links: string[] = [];
    const compose = (link: string) => {
      links.push(link);
      return { subject: 'Reset', text: `Open ${link}` };
    };
    const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

    beforeAll(async () => {
      userId = await newCustomer('reset@example.com');
    });

    it('answers the same for unknown e-mails and sends nothing', async () => {
      expect(await requestPasswordReset({ email: 'ghost@example.com' }, { origin: 'http://shop.test', compose }, db)).toEqual({
        ok: true,
        sent: false,
      });
      expect(links).toHaveLength(0);
    });
    it('mails a link, stores only a hash of the token, and the link works once', async () => {
      expect(await requestPasswordReset({ email: 'Reset@example.com' }, { origin: 'http://shop.test', compose }, db)).toEqual({
        ok: true,
        sent: true,
      });
      const token = tokenOf(links[0]);
      expect(links[0]).toMatch(/^http:\/\/shop\.test\/reset-password\?token=/);
      const stored = await db.select().from(t.passwordResetTokens).where(eq(t.passwordResetTokens.userId, userId));
      expect(stored).toHaveLength(1);
      expect(stored[0].tokenHash).not.toContain(token);
      const outbox = path.join(tmp, 'outbox');
      const mail = readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .find((m) => m.includes('reset@example.com'));
      expect(mail).toContain('Subject: Reset');

      const oldToken = await sessionToken(userId, 0);
      expect(await userFromSessionToken(oldToken)).not.toBeNull();

      expect(await resetPassword({ token, password: 'new-walnut-floor-7' }, {}, db)).toEqual({ ok: true });
      expect(await resetPassword({ token, password: 'another-oak-floor-8' }, {}, db)).toEqual({ ok: false, error: 'tokenInvalid' });
      // the new password works, the old one no longer does, and the earlier session is over
      expect(
        await verifyCredentials({ email: 'reset@example.com', password: 'new-walnut-floor-7' }, '10.3.0.1', { db, throttle: throttle() }),
      ).not.toBeNull();
      expect(
        await verifyCredentials({ email: 'reset@example.com', password: PASSWORD }, '10.3.0.1', { db, throttle: throttle() }),
      ).toBeNull();
      expect(await userFromSessionToken(oldToken)).toBeNull();
      expect(await userFromSessionToken(await sessionToken(userId, 1))).not.toBeNull();
    });
    it('refuses an expired link and a weak new password', async () => {
      await requestPasswordReset({ email: 'reset@example.com' }, { origin: 'http://shop.test', compose }, db);
      const token = tokenOf(links.at(-1)!);
      expect(await resetPassword({ token, password: 'password1' }, {}, db)).toEqual({ ok: false, error: 'passwordCommon' });
      const late = new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000);
      expect(await resetPassword({ token, password: 'late-cedar-plank-9' }, { now: late }, db)).toEqual({
        ok: false,
        error: 'tokenInvalid',
      });
      const early = new Date(Date.now() + RESET_TOKEN_TTL_MS - 60_000);
      expect(await resetPassword({ token, password: 'late-cedar-plank-9' }, { now: early }, db)).toEqual({ ok: true });
    });
    it('refuses made-up tokens', async () => {
      expect(await resetPassword({ token: 'x'.repeat(43), password: 'made-up-maple-1' }, {}, db)).toEqual({
        ok: false,
        error: 'tokenInvalid',
      });
    });
    it('tells the page whether a link can still set a password, before it shows the form: forged, spent and expired cannot', async () => {
      await requestPasswordReset({ email: 'reset@example.com' }, { origin: 'http://shop.test', compose }, db);
      const token = tokenOf(links.at(-1)!);
      expect(await isResetTokenUsable(token, {}, db)).toBe(true);
      expect(await isResetTokenUsable(token, { now: new Date(Date.now() + RESET_TOKEN_TTL_MS + 60_000) }, db)).toBe(false);
      for (const forged of ['x'.repeat(43), 'short', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'y'.repeat(300)])
        expect(await isResetTokenUsable(forged, {}, db), forged).toBe(false);
      expect(await resetPassword({ token, password: 'checked-birch-floor-3' }, {}, db)).toEqual({ ok: true });
      expect(await isResetTokenUsable(token, {}, db)).toBe(false);
    });
  });

  describe('roles read from the database', () => {
    it('a deactivated staff member or a withdrawn permission loses access at once, whatever the token says', async () => {
      const staff = await newStaff('guard-staff@example.com');
      const token = await sessionToken(staff.id, staff.sessionVersion);
      let user = await userFromSessionToken(token);
      expect(guardDecision(user, 'staff')).toBe('allow');
      expect(permissionFor(user, 'order')).toEqual({ view: true, edit: true, delete: false });

      await db
        .update(t.staffPermissions)
        .set({ edit: false })
        .where(sql`${t.staffPermissions.userId} = ${staff.id} and ${t.staffPermissions.name} = 'order'`);
      user = await userFromSessionToken(token);
      expect(permissionFor(user, 'order').edit).toBe(false);

      await db.update(t.users).set({ staffStatus: 'inactive' }).where(eq(t.users.id, staff.id));
      user = await userFromSessionToken(token);
      expect(guardDecision(user, 'staff')).toBe('forbidden');
      expect(permissionFor(user, 'product')).toEqual({ view: false, edit: false, delete: false });
    });
    it('a blocked account loses its session at once', async () => {
      const id = await newCustomer('later-blocked@example.com');
      const token = await sessionToken(id, 0);
      expect(await userFromSessionToken(token)).not.toBeNull();
      await db.update(t.users).set({ blocked: true }).where(eq(t.users.id, id));
      expect(await userFromSessionToken(token)).toBeNull();
    });
    it('signing out ends the session: a token copied before no longer works, nor any other of the account', async () => {
      const id = await newCustomer(`signs-out-${randomUUID().slice(0, 8)}@example.com`);
      const here = await sessionToken(id, 0);
      const copied = here;
      const laptop = await sessionToken(id, 0);
      expect(await userFromSessionToken(copied)).not.toBeNull();
      const { events } = baseAuthOptions();
      await events!.signOut!({ token: { sub: id, sv: 0 }, session: null as never });
      expect(await userFromSessionToken(copied)).toBeNull();
      expect(await userFromSessionToken(laptop)).toBeNull();
      // a new sign-in gets a working session again
      expect(await userFromSessionToken(await sessionToken(id, 1))).not.toBeNull();
      // signing out with a token that no longer worked ends nobody's new session
      await events!.signOut!({ token: { sub: id, sv: 0 }, session: null as never });
      expect(await userFromSessionToken(await sessionToken(id, 1))).not.toBeNull();
    });
    it('"sign out everywhere" ends every session of the account, this one included, and no other account\'s', async () => {
      const id = await newCustomer(`everywhere-${randomUUID().slice(0, 8)}@example.com`);
      const other = await newCustomer(`bystander-${randomUUID().slice(0, 8)}@example.com`);
      const phone = await sessionToken(id, 0);
      const otherSession = await sessionToken(other, 0);
      await endAllSessions(id);
      expect(await userFromSessionToken(phone)).toBeNull();
      expect(await userFromSessionToken(otherSession)).not.toBeNull();
      const [u] = await db.select({ sv: t.users.sessionVersion }).from(t.users).where(eq(t.users.id, id));
      expect(u.sv).toBe(1);
    });
    it('a forged or foreign token gives no user', async () => {
      expect(await userFromSessionToken('not-a-jwt')).toBeNull();
      const foreign = await encode({
        token: { sub: (await loadAuthUser((await db.select().from(t.users).limit(1))[0].id))!.id, sv: 0 },
        secret: 'another-secret',
      });
      expect(await userFromSessionToken(foreign)).toBeNull();
    });
  });

  describe('profile', () => {
    it('updates name and phone; the e-mail address is not changed by the details form', async () => {
      const id = await newCustomer('profile@example.com');
      expect(await updateProfile(id, { name: 'Pat Profile', email: 'pat@example.com', phone: '604-555-0101' }, db)).toEqual({ ok: true });
      expect(await loadAuthUser(id)).toMatchObject({ name: 'Pat Profile', email: 'profile@example.com', phone: '604-555-0101' });
      expect(await updateProfile(id, { name: 'Pat', phone: '<script>' }, db)).toMatchObject({ ok: false, error: 'phoneInvalid' });
    });

    describe('changing the e-mail address', () => {
      const sent: { to: string; text: string }[] = [];
      const compose = {
        confirm: (link: string) => ({ subject: 'Confirm', text: `Open ${link}` }),
        notice: (email: string) => ({ subject: 'Notice', text: `Moving to ${email}` }),
      };
      const opts = () => ({
        origin: 'https://shop.example.com',
        compose,
        throttle: new Limiter('currentPassword', LIMITS.currentPassword, IN_MEMORY),
      });
      const mails = () => {
        const dir = path.join(tmp, 'outbox');
        sent.length = 0;
        for (const f of readdirSync(dir)) {
          const raw = readFileSync(path.join(dir, f), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          sent.push({ to: /^To: (.+)$/m.exec(raw)?.[1]?.trim() ?? '', text: raw });
        }
        return sent;
      };
      const tokenIn = (to: string) => {
        const mail = mails()
          .filter((m) => m.to === to)
          .pop();
        return decodeURIComponent(/confirm-email\?token=([^\s]+)/.exec(mail!.text)![1]);
      };

      it('needs the current password, then a link to the new address; the old address is told; the link works once', async () => {
        const id = await newCustomer(`move-${engine}@example.com`);
        const target = `moved-${engine}-${randomUUID().slice(0, 6)}@example.com`;
        expect(await requestEmailChange(id, { email: target, currentPassword: 'not-the-password' }, opts(), db)).toMatchObject({
          ok: false,
          error: 'currentPasswordWrong',
        });
        expect(await requestEmailChange(id, { email: `MOVE-${engine}@example.com`, currentPassword: PASSWORD }, opts(), db)).toMatchObject({
          ok: false,
          error: 'emailUnchanged',
        });
        expect(await requestEmailChange(id, { email: 'signin@example.com', currentPassword: PASSWORD }, opts(), db)).toMatchObject({
          ok: false,
          error: 'emailTaken',
        });
        expect(await requestEmailChange(id, { email: target, currentPassword: PASSWORD }, opts(), db)).toEqual({ ok: true });
        // nothing changed yet; the old address was told where the account is going
        expect((await loadAuthUser(id))?.email).toBe(`move-${engine}@example.com`);
        expect(mails().some((m) => m.to === `move-${engine}@example.com` && m.text.includes(`Moving to ${target}`))).toBe(true);
        const token = tokenIn(target);
        expect(token.length).toBeGreaterThan(20);
        // another signed-in person cannot use it
        expect(await confirmEmailChange(token, { signedInAs: randomUUID() }, db)).toEqual({ ok: false, error: 'tokenInvalid' });
        expect(await confirmEmailChange(token, {}, db)).toEqual({ ok: true, email: target, confirmed: false });
        const [row] = await db.select().from(t.users).where(eq(t.users.id, id));
        expect(row.email).toBe(target);
        expect(row.emailVerifiedAt).not.toBeNull();
        expect(await confirmEmailChange(token, {}, db)).toEqual({ ok: false, error: 'tokenInvalid' });
        expect(await confirmEmailChange(`${token.slice(0, -2)}xx`, {}, db)).toEqual({ ok: false, error: 'tokenInvalid' });
      });
    });

    it('locks the current-password check of an account after 5 wrong answers, even for the right one', async () => {
      const id = await newCustomer(`lock-${engine}@example.com`);
      const th = new Limiter('currentPassword', LIMITS.currentPassword, IN_MEMORY);
      const attempt = (currentPassword: string) => changePassword(id, { currentPassword, newPassword: 'fresh-walnut-plank-7' }, db, th);
      // a success forgets earlier failures
      for (let i = 0; i < LIMITS.currentPassword.points - 1; i++)
        expect(await attempt(`wrong-${i}-xxxx`)).toEqual({ ok: false, error: 'currentPasswordWrong' });
      expect(await changePassword(id, { currentPassword: PASSWORD, newPassword: 'qwerty123' }, db, th)).toEqual({
        ok: false,
        error: 'passwordCommon',
      });
      for (let i = 0; i < LIMITS.currentPassword.points; i++)
        expect(await attempt(`wrong-${i}-yyyy`)).toEqual({ ok: false, error: 'currentPasswordWrong' });
      const locked = await attempt(PASSWORD);
      expect(locked).toMatchObject({ ok: false, error: 'tooManyAttempts' });
      expect((locked as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(14 * 60_000);
      // the password was not changed while locked
      const [row] = await db.select({ hash: t.users.passwordHash }).from(t.users).where(eq(t.users.id, id));
      expect(await verifyPassword(row.hash!, PASSWORD)).toBe(true);
    });
    it('changes the password only with the current one', async () => {
      const id = await newCustomer('change@example.com');
      expect(await changePassword(id, { currentPassword: 'wrong-one-123', newPassword: 'fresh-birch-board-3' }, db)).toEqual({
        ok: false,
        error: 'currentPasswordWrong',
      });
      expect(await changePassword(id, { currentPassword: PASSWORD, newPassword: 'qwerty123' }, db)).toEqual({
        ok: false,
        error: 'passwordCommon',
      });
      const before = await sessionToken(id, 0);
      expect(await userFromSessionToken(before)).not.toBeNull();
      expect(await changePassword(id, { currentPassword: PASSWORD, newPassword: 'fresh-birch-board-3' }, db)).toEqual({ ok: true });
      // other sessions end; the action renews the changing browser's own token with the new version
      expect(await userFromSessionToken(before)).toBeNull();
      expect(await userFromSessionToken(await sessionToken(id, 1))).not.toBeNull();
      expect(
        await verifyCredentials({ email: 'change@example.com', password: 'fresh-birch-board-3' }, '10.4.0.1', { db, throttle: throttle() }),
      ).not.toBeNull();
    });
    it('keeps addresses per user: add, edit, default, delete; never another user’s', async () => {
      const a = await newCustomer('addr-a@example.com');
      const b = await newCustomer('addr-b@example.com');
      const base = {
        kind: 'shipping',
        fullName: 'A Person',
        phone: '604-555-0100',
        email: 'a@example.com',
        house: '1 Main St',
        city: 'Surrey',
        state: 'BC',
        zipCode: 'V3W 1A1',
        country: 'Canada',
      };
      const first = await saveAddress(a, { ...base, isDefault: true }, db);
      const second = await saveAddress(a, { ...base, house: '2 Main St', isDefault: true }, db);
      expect(first.ok && second.ok).toBe(true);
      let list = await listAddresses(a, db);
      expect(list.filter((x) => x.isDefault).map((x) => x.house)).toEqual(['2 Main St']);
      if (!first.ok) throw new Error();
      expect(await saveAddress(b, { ...base, id: first.id, house: 'hijack' }, db)).toEqual({ ok: false, error: 'notFound' });
      expect(await deleteAddress(b, first.id, db)).toBe(false);
      expect(await saveAddress(a, { ...base, city: '' }, db)).toMatchObject({ ok: false, error: 'required', field: 'city' });
      expect(await deleteAddress(a, first.id, db)).toBe(true);
      list = await listAddresses(a, db);
      expect(list.map((x) => x.house)).toEqual(['2 Main St']);
      expect(await listAddresses(b, db)).toEqual([]);
    });
    it("lists the user's orders with lines and status history, newest first", async () => {
      const id = await newCustomer('orders@example.com');
      expect(await listAccountOrders(id, db)).toEqual([]);
      const addr = {
        fullName: 'O',
        phone: '1',
        email: 'orders@example.com',
        house: '1',
        city: 'Surrey',
        state: 'BC',
        zipCode: 'V3W',
        country: 'Canada',
      };
      const mk = (number: string, createdAt: Date) => ({
        number,
        userId: id,
        email: 'orders@example.com',
        billing: addr,
        shipping: addr,
        deliveryType: 'Standard',
        deliveryArea: 'Surrey',
        subtotal: '100.00',
        total: '100.00',
        status: 'shipped' as const,
        createdAt,
      });
      const [o1] = await db
        .insert(t.orders)
        .values(mk('FS-T-1', new Date('2026-01-01')))
        .returning();
      await db.insert(t.orders).values(mk('FS-T-2', new Date('2026-02-01')));
      await db.insert(t.orderItems).values({
        orderId: o1.id,
        name: 'Oak plank',
        slug: 'oak',
        unit: 'sq ft',
        unitValue: '20',
        unitPrice: '50.00',
        quantity: 2,
        lineTotal: '100.00',
      });
      await db.insert(t.orderStatusHistory).values([
        { orderId: o1.id, status: 'pending', createdAt: new Date('2026-01-01') },
        { orderId: o1.id, status: 'shipped', createdAt: new Date('2026-01-02') },
      ]);
      const orders = await listAccountOrders(id, db);
      expect(orders.map((o) => o.number)).toEqual(['FS-T-2', 'FS-T-1']);
      expect(orders[1].items).toEqual([expect.objectContaining({ name: 'Oak plank', quantity: 2, lineTotal: '100.00' })]);
      expect(orders[1].history.map((h) => h.status)).toEqual(['pending', 'shipped']);
      const other = await newCustomer('orders-other@example.com');
      expect(await listAccountOrders(other, db)).toEqual([]);
    });
  });
});
