import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottles } from '../../src/db/schema/account.ts';
import { verifyToken } from '../../src/modules/auth/tokens.ts';
import { recordAttempt, throttleKey } from '../../src/modules/account/throttle.ts';
import { lockSeconds, THROTTLE_POLICIES } from '../../src/modules/account/throttle-policies.ts';
import {
  createAccountTestApp,
  logIn,
  randomIp,
  resetTokenFromMail,
  signUp,
  signUpFields,
  uniqueEmail,
  type AccountTestApp,
} from './helpers.ts';

let t: AccountTestApp;
let restaurantId: number;
beforeAll(async () => {
  t = await createAccountTestApp();
  restaurantId = (await verifyToken(t.config.jwtSecret, await t.publicToken()))!.restaurantId;
});
afterAll(async () => t.close());

const PAIR = THROTTLE_POLICIES.login_pair;

/** Fails `count` logins for this e-mail from this IP, each answered 400. */
async function failLogins(email: string, ip: string, count: number) {
  for (let i = 0; i < count; i++) {
    const response = await logIn(t, email, `wrong guess ${i}`, ip);
    expect(response.statusCode, `attempt ${i + 1}`).toBe(400);
  }
}

/**
 * Guesses at one e-mail from many addresses until the e-mail-wide counter locks. All but the last
 * are counted directly (each real one costs a scrypt hash); the last two go through the API.
 */
async function spreadGuesses(email: string) {
  const key = throttleKey(t.config.jwtSecret, restaurantId, 'login_email', email);
  for (let i = 0; i < THROTTLE_POLICIES.login_email.freeAttempts - 1; i++)
    await recordAttempt(t.database.db, key, t.clock.now());
  for (let i = 0; i < 2; i++) expect((await logIn(t, email, 'distributed guess', randomIp())).statusCode).toBe(400);
}

describe('the backoff policy', () => {
  it('is free up to the limit, then doubles up to the cap', () => {
    const policy = { freeAttempts: 3, baseDelaySeconds: 2, maxDelaySeconds: 20, forgetAfterSeconds: 60 };
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => lockSeconds(policy, n))).toEqual([0, 0, 0, 2, 4, 8, 16, 20, 20]);
  });
});

// Each login verifies a scrypt hash (~0.35 s of one core by design): these tests make dozens.
describe('login throttling', { timeout: 120_000 }, () => {
  it('locks an e-mail + IP pair after the free attempts, with a growing delay and Retry-After', async () => {
    const { email, password } = await signUp(t);
    const ip = randomIp();
    await failLogins(email, ip, PAIR.freeAttempts + 1);

    // Now locked for 1 s: even the right password is refused without being checked.
    const locked = await logIn(t, email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.body).toMatchObject({ type: 'error', message: { code: 'too_many_requests' }, retry_after: 1 });

    t.clock.advance(1);
    await failLogins(email, ip, 1);
    const longer = await logIn(t, email, password, ip);
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    t.clock.advance(2);
    await failLogins(email, ip, 1);
    expect((await logIn(t, email, password, ip)).headers['retry-after']).toBe('4');

    t.clock.advance(4);
    expect((await logIn(t, email, password, ip)).statusCode).toBe(200);
    // A success clears the pair: the next mistake is free again.
    await failLogins(email, ip, 1);
    expect((await logIn(t, email, password, ip)).statusCode).toBe(200);
  });

  it('an attacker locking themselves out does not lock out the customer on their own address', async () => {
    const { email, password } = await signUp(t);
    const attacker = randomIp();
    await failLogins(email, attacker, PAIR.freeAttempts + 1);
    expect((await logIn(t, email, 'another guess', attacker)).statusCode).toBe(429);

    expect((await logIn(t, email, password, randomIp())).statusCode).toBe(200);
  });

  it('guessing spread over many IPs locks the e-mail, but not for an IP that logged in before', async () => {
    const { email, password } = await signUp(t);
    const home = randomIp();
    expect((await logIn(t, email, password, home)).statusCode).toBe(200);

    // One guess from each of many addresses: no pair ever locks, the e-mail-wide counter does.
    await spreadGuesses(email);
    const newcomer = await logIn(t, email, 'distributed guess', randomIp());
    expect(newcomer.statusCode).toBe(429);
    // The real customer, from where they logged in before, still gets in.
    expect((await logIn(t, email, password, home)).statusCode).toBe(200);
  });

  it('a password reset lifts the e-mail-wide lock, so the customer can log in from anywhere', async () => {
    const { email } = await signUp(t);
    await spreadGuesses(email);
    const laptop = randomIp();
    expect((await logIn(t, email, 'whatever', laptop)).statusCode).toBe(429);

    await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: laptop });
    const token = await resetTokenFromMail(t, email);
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/password/reset-password',
      payload: { email, token, password: 'after the attack', password_confirmation: 'after the attack' },
      remoteAddress: laptop,
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(t, email, 'after the attack', laptop)).statusCode).toBe(200);
  });

  it('limits one IP across all e-mails (credential stuffing), without touching other IPs', async () => {
    const stuffer = randomIp();
    // Failures of the past are counted directly: a hundred real logins would take a minute of hashing.
    const key = throttleKey(t.config.jwtSecret, restaurantId, 'login_ip', stuffer);
    for (let i = 0; i < THROTTLE_POLICIES.login_ip.freeAttempts; i++)
      await recordAttempt(t.database.db, key, t.clock.now());

    const victim = await signUp(t);
    expect((await logIn(t, uniqueEmail('stuffed'), 'password1', stuffer)).statusCode).toBe(400);
    const blocked = await logIn(t, victim.email, victim.password, stuffer);
    expect(blocked.statusCode).toBe(429);
    expect((await logIn(t, victim.email, victim.password, randomIp())).statusCode).toBe(200);
  });

  it('successful logins do not use up the IP budget (many customers behind one NAT)', async () => {
    const office = randomIp();
    const { email, password } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await logIn(t, email, password, office)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ attempts: authThrottles.attempts })
      .from(authThrottles)
      .where(
        and(
          eq(authThrottles.scope, 'login_ip'),
          eq(authThrottles.subjectHash, throttleKey(t.config.jwtSecret, restaurantId, 'login_ip', office).subjectHash),
        ),
      );
    expect(row!.attempts).toBe(0);
  });

  it('forgets old failures after a quiet day', async () => {
    const { email, password } = await signUp(t);
    const ip = randomIp();
    await failLogins(email, ip, PAIR.freeAttempts);
    t.clock.advance(PAIR.forgetAfterSeconds + 1);
    await failLogins(email, ip, PAIR.freeAttempts);
    expect((await logIn(t, email, password, ip)).statusCode).toBe(200);
  });

  it('keeps no readable e-mail or IP in the throttle table', async () => {
    const { email } = await signUp(t);
    const ip = randomIp();
    await failLogins(email, ip, 1);
    const rows = await t.database.db.select().from(authThrottles);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(JSON.stringify(rows)).not.toContain(ip);
  });

  it('the current-password check of a profile change counts as a login attempt', async () => {
    const { email, password } = await signUp(t);
    const ip = randomIp();
    const token = (await logIn(t, email, password, ip)).body.access_token as string;
    for (let i = 0; i <= PAIR.freeAttempts; i++) {
      const wrong = await t.call({
        method: 'POST',
        url: '/api/auth/user/update',
        token,
        payload: {
          current_password: `guess ${i}`,
          new_password: 'taken over!',
          new_password_confirmation: 'taken over!',
        },
        remoteAddress: ip,
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.body.codes).toEqual({ current_password: ['current_password_wrong'] });
    }
    const locked = await t.call({
      method: 'POST',
      url: '/api/auth/user/update',
      token,
      payload: { current_password: password, new_password: 'taken over!', new_password_confirmation: 'taken over!' },
      remoteAddress: ip,
    });
    expect(locked.statusCode).toBe(429);
  });
});

describe('sign-up and reset throttling per IP', () => {
  it('slows down scripted sign-ups from one address', async () => {
    const ip = randomIp();
    const key = throttleKey(t.config.jwtSecret, restaurantId, 'signup_ip', ip);
    for (let i = 0; i < THROTTLE_POLICIES.signup_ip.freeAttempts; i++)
      await recordAttempt(t.database.db, key, t.clock.now());
    // This one is still served (and locks the counter), the next one waits.
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/signup', query: signUpFields(), remoteAddress: ip })).statusCode,
    ).toBe(200);
    const blocked = await t.call({ method: 'POST', url: '/api/auth/signup', query: signUpFields(), remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBe(THROTTLE_POLICIES.signup_ip.baseDelaySeconds);
    expect(
      (await t.call({ method: 'POST', url: '/api/auth/signup', query: signUpFields(), remoteAddress: randomIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('limits forgot-password requests per IP, whatever the addresses', async () => {
    const ip = randomIp();
    for (let i = 0; i <= THROTTLE_POLICIES.reset_ip.freeAttempts; i++) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail() },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('counts invalid reset tokens against the IP', async () => {
    const ip = randomIp();
    for (let i = 0; i <= THROTTLE_POLICIES.reset_ip.freeAttempts; i++) {
      const response = await t.call({
        method: 'GET',
        url: '/api/auth/password/reset',
        query: { token: `guess-${i}` },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.call({
      method: 'GET',
      url: '/api/auth/password/reset',
      query: { token: 'guess-more' },
      remoteAddress: ip,
    });
    expect(blocked.statusCode).toBe(429);
  });
});
