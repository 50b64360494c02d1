import { loadConfig } from '../../src/config.ts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/account.ts';
import { TOKEN_TTL_SECONDS, verifyToken } from '../../src/modules/auth/tokens.ts';
import {
  createAccountTestApp,
  logIn,
  readOutbox,
  signUp,
  signUpAndLogIn,
  signUpFields,
  STRONG_PASSWORD,
  demoRestaurantName,
  uniqueEmail,
  type AccountTestApp,
} from './helpers.ts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

describe('POST api/auth/signup', () => {
  it('creates the account from query parameters and answers user_created without a token', async () => {
    const fields = signUpFields({ email: uniqueEmail('Query') });
    const response = await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, lang: 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      type: 'success',
      data: null,
      message: { code: 'user_created', body: 'Your account has been created.' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, fields.email!.toLowerCase()));
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      mobile: '+4915112345678',
      postalCode: '10115',
      birthDate: '1990-12-10',
    });
    // The password is stored as a salted scrypt hash with the configured cost, never as given.
    expect(row!.passwordHash).toMatch(/^\$scrypt\$N=4096,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).passwordHashing).toEqual({ N: 131072, r: 8, p: 1 });
    expect(row!.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('accepts the same fields as a JSON body, keeping the password out of the URL', async () => {
    const fields = signUpFields();
    const response = await t.call({ method: 'POST', url: '/api/auth/signup', payload: fields });
    expect(response.statusCode).toBe(200);
    expect((await logIn(t, fields.email!, fields.password!)).statusCode).toBe(200);
  });

  it('salts every hash: two accounts with one password store different hashes', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const rows = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`${users.email} in (${a.email}, ${b.email})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.hash).not.toBe(rows[1]!.hash);
  });

  it('welcomes the new customer by mail in their language', async () => {
    const fields = signUpFields();
    await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, lang: 'fr' } });
    const [mail] = await readOutbox(t, fields.email);
    expect(mail?.subject).toBe(`Bienvenue chez ${await demoRestaurantName(t)}`);
    expect(mail?.lang).toBe('fr');
    expect(mail?.text).toContain('Bonjour Ada Lovelace');
  });

  it('tells the owner of an address that is registered already, with a way to sign in or reset the password', async () => {
    const fields = signUpFields();
    await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, lang: 'en' } });
    const again = await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, lang: 'en' } });
    expect(again.statusCode).toBe(200);
    const [, notice] = await readOutbox(t, fields.email);
    expect(notice?.subject).toContain('Sign-up attempt');
    expect(notice?.text).toContain(`Sign in or choose a new password:\n${t.config.publicUrl}/r/demo/?auth=forgot`);
  });

  it('refuses sign-up where the restaurant has no customer accounts (registration_enabled false)', async () => {
    await t.database.db.execute(sql`update restaurants set settings = jsonb_set(settings, '{registrationEnabled}', 'false') where slug = 'demo'`);
    try {
      const fields = signUpFields();
      const refused = await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, lang: 'en' } });
      expect([refused.statusCode, refused.body.message.code]).toEqual([403, 'registration_disabled']);
      expect(await t.database.db.select().from(users).where(eq(users.email, fields.email!))).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update restaurants set settings = jsonb_set(settings, '{registrationEnabled}', 'true') where slug = 'demo'`);
    }
  });

  it.each([
    [
      'password',
      { password: 'short', password_confirmation: 'short' },
      'password_too_short',
      'The password must be at least 8 characters.',
    ],
    [
      'password_confirmation',
      { password_confirmation: 'something else' },
      'password_confirmation_mismatch',
      'The password confirmation does not match.',
    ],
    ['email', { email: 'not-an-email' }, 'email_invalid', 'Please enter a valid email address.'],
    ['postal_code', { postal_code: '10A15' }, 'postal_code_numeric', 'The postal code must be numeric.'],
    ['mobile', { mobile: '0151 12x' }, 'mobile_numeric', 'The mobile number must be numeric.'],
    ['birth_date', { birth_date: '1990-02-30' }, 'birth_date_invalid', 'Please enter a valid birth date.'],
    ['birth_date', { birth_date: '2999-01-01' }, 'birth_date_invalid', 'Please enter a valid birth date.'],
    ['name', { name: '   ' }, 'field_required', 'This field is required.'],
  ])('answers an invalid %s with a 422 field map (%s)', async (field, overrides, code, text) => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      query: { ...signUpFields(overrides as Record<string, string>), lang: 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body.errors[field]).toEqual([text]);
    expect(response.body.codes[field]).toEqual([code]);
  });

  it('reports a missing required field and an unknown one', async () => {
    const { mobile: _mobile, ...fields } = signUpFields();
    const response = await t.call({ method: 'POST', url: '/api/auth/signup', query: { ...fields, nickname: 'x' } });
    expect(response.statusCode).toBe(422);
    expect(response.body.codes.mobile).toEqual(['field_required']);
    expect(response.body.codes.nickname).toEqual(['field_invalid']);
  });

  it('answers in German by default (the demo restaurant language)', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      query: signUpFields({ password: 'kurz', password_confirmation: 'kurz' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body.errors.password[0]).toMatch(/8/);
    expect(response.body.codes.password).toEqual(['password_too_short']);
  });
});

describe('POST api/auth/login', () => {
  it('answers access_token, token_type and expires_in at the top level and in data', async () => {
    const fields = await signUp(t);
    const response = await logIn(t, fields.email!, fields.password!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatchObject({
      type: 'success',
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS.customer,
      message: { code: 'logged_in' },
    });
    expect(response.body.data).toEqual({
      access_token: response.body.access_token,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS.customer,
    });
    const claims = await verifyToken(t.config.jwtSecret, response.body.access_token);
    expect(claims).toMatchObject({ kind: 'customer', restaurantId: expect.any(Number), userId: expect.any(Number) });
    expect(claims!.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims!.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(TOKEN_TTL_SECONDS.customer - 60);
  });

  it('finds the account whatever the e-mail capitalisation', async () => {
    const email = uniqueEmail('MiXeD');
    await signUp(t, { email });
    expect((await logIn(t, email.toUpperCase(), STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 400 credentials_do_not_match', async () => {
    const fields = await signUp(t);
    const response = await t.call({
      method: 'POST',
      url: '/api/auth/login?lang=en',
      payload: { email: fields.email, password: 'wrong password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      type: 'error',
      data: null,
      message: { code: 'credentials_do_not_match', body: 'No user was found with this profile' },
    });
  });

  it('answers 422 for a malformed login form', async () => {
    const response = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(422);
    expect(response.body.codes).toEqual({ email: ['email_invalid'], password: ['field_required'] });
  });

  it('needs a token for the restaurant (the public client token) and refuses another restaurant id', async () => {
    const fields = await signUp(t);
    const noToken = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: fields.password },
      token: null,
    });
    expect(noToken.statusCode).toBe(401);
    const otherRestaurant = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fields.email, password: fields.password, restaurantId: 999_999 },
    });
    expect(otherRestaurant.statusCode).toBe(403);
  });
});

describe('GET api/auth/user', () => {
  it('answers the profile with postal_code and nothing secret', async () => {
    const { token, email } = await signUpAndLogIn(t, {
      street: 'Unter den Linden',
      house_number: '5',
      city: 'Berlin',
      company: '',
    });
    const response = await t.call({ method: 'GET', url: '/api/auth/user', token });
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({
      id: expect.any(Number),
      name: 'Ada Lovelace',
      email,
      mobile: '+4915112345678',
      postal_code: '10115',
      birth_date: '1990-12-10',
      street: 'Unter den Linden',
      house_number: '5',
      city: 'Berlin',
      company: null,
      lang: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/scrypt|password/);
  });

  it('answers 401 to the public token: the profile needs a private one', async () => {
    const response = await t.call({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.body.message.code).toBe('unauthenticated');
  });
});
