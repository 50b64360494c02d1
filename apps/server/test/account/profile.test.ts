import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, logIn, randomIp, signUp, signUpAndLogIn, type AccountTestApp } from './helpers.ts';

let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

const update = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/auth/user/update?lang=en', token, payload, remoteAddress: randomIp() });

describe('POST api/auth/user/update', () => {
  it('changes the given fields, leaves the others and clears emptied optional ones', async () => {
    const { token } = await signUpAndLogIn(t, { company: 'Babbage & Co', city: 'London' });
    const response = await update(token, {
      name: 'Ada King',
      mobile: '030 123-45 67',
      postal_code: '10178',
      company: '',
      birth_date: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.message).toEqual({ code: 'user_updated', body: 'Your profile has been updated.' });
    expect(response.body.data).toMatchObject({
      name: 'Ada King',
      mobile: '0301234567',
      postal_code: '10178',
      company: null,
      birth_date: null,
      city: 'London',
    });
    const again = await t.call({ method: 'GET', url: '/api/auth/user', token });
    expect(again.body.data).toEqual(response.body.data);
  });

  it.each([
    [{ postal_code: 'ABC' }, { postal_code: ['postal_code_numeric'] }],
    [{ mobile: '+49 151 (mobil)' }, { mobile: ['mobile_numeric'] }],
    [{ birth_date: '31.12.1990' }, { birth_date: ['birth_date_invalid'] }],
    [{ email: 'ada@' }, { email: ['email_invalid'] }],
    [{ name: '' }, { name: ['field_required'] }],
    [{ name: 'x'.repeat(101) }, { name: ['field_too_long'] }],
  ])('validates %j', async (payload, codes) => {
    const { token } = await signUpAndLogIn(t);
    const response = await update(token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.body.codes).toEqual(codes);
  });

  describe('changing the password', () => {
    it('needs the current password', async () => {
      const { token } = await signUpAndLogIn(t);
      const response = await update(token, {
        new_password: 'new password!',
        new_password_confirmation: 'new password!',
      });
      expect(response.statusCode).toBe(422);
      expect(response.body.codes).toEqual({ current_password: ['field_required'] });
    });

    it('refuses a wrong current password with current_password_wrong', async () => {
      const { token, email, password } = await signUpAndLogIn(t);
      const response = await update(token, {
        current_password: 'not my password',
        new_password: 'new password!',
        new_password_confirmation: 'new password!',
      });
      expect(response.statusCode).toBe(422);
      expect(response.body.errors).toEqual({ current_password: ['The current password is not correct.'] });
      expect((await logIn(t, email, password, randomIp())).statusCode).toBe(200);
    });

    it('checks length and confirmation of the new password', async () => {
      const { token, password } = await signUpAndLogIn(t);
      const short = await update(token, {
        current_password: password,
        new_password: 'short',
        new_password_confirmation: 'short',
      });
      expect(short.body.codes).toEqual({ new_password: ['password_too_short'] });
      const mismatch = await update(token, {
        current_password: password,
        new_password: 'long enough',
        new_password_confirmation: 'different',
      });
      expect(mismatch.body.codes).toEqual({ new_password_confirmation: ['password_confirmation_mismatch'] });
      const missing = await update(token, { current_password: password, new_password: 'long enough' });
      expect(missing.body.codes).toEqual({ new_password_confirmation: ['password_confirmation_mismatch'] });
    });
  });

  describe('changing the e-mail address', () => {
    it('needs the current password and then logs in with the new address', async () => {
      const { token, password } = await signUpAndLogIn(t);
      const newEmail = `renamed-${Date.now()}@example.com`;
      expect((await update(token, { email: newEmail })).body.codes).toEqual({ current_password: ['field_required'] });

      const response = await update(token, { email: newEmail.toUpperCase(), current_password: password });
      expect(response.statusCode).toBe(200);
      expect(response.body.data.email).toBe(newEmail);
      expect((await logIn(t, newEmail, password, randomIp())).statusCode).toBe(200);
    });

    it('refuses an address another account of this restaurant has (email_already_exists)', async () => {
      const other = await signUp(t);
      const { token, password } = await signUpAndLogIn(t);
      const response = await update(token, { email: other.email, current_password: password });
      expect(response.statusCode).toBe(422);
      expect(response.body.codes).toEqual({ email: ['email_already_exists'] });
      expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
    });

    it('keeps the own address without asking for the password', async () => {
      const { token, email } = await signUpAndLogIn(t);
      expect((await update(token, { email, name: 'Same Mail' })).statusCode).toBe(200);
    });
  });

  it('refuses unknown fields, such as an attempt to set the id', async () => {
    const { token } = await signUpAndLogIn(t);
    const response = await update(token, { id: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.body.codes).toEqual({ id: ['field_invalid'] });
  });
});
