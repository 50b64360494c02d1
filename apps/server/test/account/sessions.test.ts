import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baskets } from '../../src/db/schema/basket.ts';
import { TOKEN_TTL_SECONDS, verifyToken } from '../../src/modules/auth/tokens.ts';
import { updateProfile } from '../../src/modules/account/update-profile.ts';
import {
  createAccountTestApp,
  logIn,
  resetTokenFromMail,
  signUpAndLogIn,
  STRONG_PASSWORD,
  type AccountTestApp,
} from './helpers.ts';

/** Private tokens are JWTs bound to a session row: ending the session revokes the token before its exp. */
let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

const profile = (token: string) => t.call({ method: 'GET', url: '/api/auth/user', token });

describe('revocation of private tokens', () => {
  it('logout ends this session only: its token gets 401, another device stays logged in', async () => {
    const { token, email, password } = await signUpAndLogIn(t);
    const otherDevice = (await logIn(t, email, password, '198.51.100.7')).body.access_token as string;

    const response = await t.call({ method: 'GET', url: '/api/auth/logout?lang=en', token });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toEqual({ code: 'logged_out', body: 'You have been logged out.' });

    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(token)).body.message.code).toBe('unauthenticated');
    expect((await profile(otherDevice)).statusCode).toBe(200);
  });

  it("logout unassigns the customer's open baskets, not the ordered ones", async () => {
    const { token } = await signUpAndLogIn(t);
    const claims = (await verifyToken(t.config.jwtSecret, token))!;
    const basket = (orderedAt: Date | null) =>
      t.database.db
        .insert(baskets)
        .values({
          publicId: randomBytes(18).toString('base64url'),
          restaurantId: claims.restaurantId,
          customerId: claims.userId,
          orderedAt,
        })
        .returning()
        .then((rows) => rows[0]!);
    const open = await basket(null);
    const ordered = await basket(new Date());

    expect((await t.call({ method: 'GET', url: '/api/auth/logout', token })).statusCode).toBe(200);
    const customerOf = async (id: number) =>
      (await t.database.db.select({ customerId: baskets.customerId }).from(baskets).where(eq(baskets.id, id)))[0]!
        .customerId;
    expect(await customerOf(open.id)).toBeNull();
    expect(await customerOf(ordered.id)).toBe(claims.userId);
  });

  it('logout needs a private token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('a password change revokes every token, and the answer carries a fresh one', async () => {
    const { token, email, password } = await signUpAndLogIn(t);
    const otherDevice = (await logIn(t, email, password, '198.51.100.7')).body.access_token as string;

    const response = await t.call({
      method: 'POST',
      url: '/api/auth/user/update?lang=en',
      token,
      payload: {
        current_password: password,
        new_password: 'a brand new secret',
        new_password_confirmation: 'a brand new secret',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toEqual({ code: 'password_changed', body: 'your password has successfully changed' });
    expect(response.body).toMatchObject({ token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS.customer });

    expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(otherDevice)).statusCode).toBe(401);
    expect((await profile(response.body.access_token)).statusCode).toBe(200);
    expect((await logIn(t, email, 'a brand new secret')).statusCode).toBe(200);
  });

  it('a logout that lands while a password change is being hashed wins: no new token, the password stays', async () => {
    const { token, email, password } = await signUpAndLogIn(t);
    const claims = (await verifyToken(t.config.jwtSecret, token))!;
    const customer = { userId: claims.userId!, restaurantId: claims.restaurantId, sessionId: claims.sessionId! };
    // The request passed the token check, then the logout ended its session before the update wrote.
    expect((await t.call({ method: 'GET', url: '/api/auth/logout', token })).statusCode).toBe(200);
    const context = { restaurantId: claims.restaurantId, ip: '203.0.113.1', requestedLang: null, lang: 'en' as const };
    await expect(
      updateProfile(t.app.deps, context, customer, { current_password: password, new_password: 'sneaky new secret', new_password_confirmation: 'sneaky new secret' }),
    ).rejects.toMatchObject({ status: 401 });
    expect((await logIn(t, email, password)).statusCode).toBe(200);
  });

  it('a profile change without a new password keeps the token', async () => {
    const { token } = await signUpAndLogIn(t);
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/user/update',
      token,
      payload: { name: 'Ada King' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.access_token).toBeUndefined();
    expect((await profile(token)).body.data.name).toBe('Ada King');
  });

  it('a password reset revokes every token of the account', async () => {
    const { token, email } = await signUpAndLogIn(t);
    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const resetToken = await resetTokenFromMail(t, email);
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/password/reset-password',
      payload: { email, token: resetToken, password: 'reset to this one', password_confirmation: 'reset to this one' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('a session ends with its token lifetime even if the token were still accepted', async () => {
    const { token } = await signUpAndLogIn(t);
    t.clock.advance(TOKEN_TTL_SECONDS.customer - 60);
    expect((await profile(token)).statusCode).toBe(200);
    t.clock.advance(120);
    expect((await profile(token)).statusCode).toBe(401);
    t.clock.advance(-TOKEN_TTL_SECONDS.customer - 60);
  });

  it("does not let one customer's token read another's profile: the user comes from the session", async () => {
    const a = await signUpAndLogIn(t);
    const b = await signUpAndLogIn(t);
    expect((await profile(a.token)).body.data.email).toBe(a.email);
    expect((await profile(b.token)).body.data.email).toBe(b.email);
    // Trying to name another user in the request is refused as an unknown field.
    const response = await t.call({ method: 'GET', url: '/api/auth/user?userId=1', token: a.token });
    expect(response.statusCode).toBe(422);
  });

  it('logging in again after logout works with a new session', async () => {
    const { token, email } = await signUpAndLogIn(t);
    await t.call({ method: 'GET', url: '/api/auth/logout', token });
    const again = await logIn(t, email, STRONG_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(again.body.access_token).not.toBe(token);
    expect((await profile(again.body.access_token)).statusCode).toBe(200);
  });
});
