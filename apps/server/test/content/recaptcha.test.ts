import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { googleRecaptcha } from '../../src/bot-check/google-recaptcha.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { startFakeRecaptcha, unreachableUrl, type FakeRecaptcha } from './fake-recaptcha.ts';
import { get, importVariant } from './support.ts';

const SECRET = 'test-recaptcha-secret';
let fake: FakeRecaptcha;

beforeAll(async () => {
  fake = await startFakeRecaptcha(SECRET);
});
afterAll(() => fake.close());

describe('the Google reCAPTCHA adapter (against a local fake siteverify)', () => {
  it('passes a good token, sending secret, token and client address as a form', async () => {
    const verifier = googleRecaptcha({ secret: SECRET, verifyUrl: fake.url });
    expect(await verifier.verify('pass', '198.51.100.4')).toBe('pass');
    const sent = fake.received.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({ secret: SECRET, response: 'pass', remoteip: '198.51.100.4' });
  });

  it('fails a refused token, a low v3 score and a wrong secret', async () => {
    expect(await googleRecaptcha({ secret: SECRET, verifyUrl: fake.url }).verify('forged', undefined)).toBe('fail');
    expect(await googleRecaptcha({ secret: SECRET, verifyUrl: fake.url }).verify('low-score', undefined)).toBe('fail');
    expect(await googleRecaptcha({ secret: 'wrong', verifyUrl: fake.url }).verify('pass', undefined)).toBe('fail');
  });

  it('is unavailable when the service errs, answers nonsense or cannot be reached', async () => {
    const verifier = googleRecaptcha({ secret: SECRET, verifyUrl: fake.url });
    expect(await verifier.verify('broken', undefined)).toBe('unavailable');
    expect(await verifier.verify('garbage', undefined)).toBe('unavailable');
    expect(await googleRecaptcha({ secret: SECRET, verifyUrl: await unreachableUrl() }).verify('pass', undefined)).toBe(
      'unavailable',
    );
  });
});

describe('forms of a restaurant with a reCAPTCHA site key', () => {
  let t: TestApp;
  let keyed: { restaurantId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp({
      recaptchaSecret: SECRET,
      botCheck: { enabled: true, minFillSeconds: 3, recaptchaVerifyUrl: fake.url },
    });
    keyed = await importVariant(t, 'keyed', (file) => {
      file.restaurant.settings.recaptchaSiteKey = 'site-key-123';
    });
  });
  afterAll(() => t.close());

  const contact = (extra: Record<string, unknown>, lang = 'en') =>
    t.call({
      method: 'POST',
      url: '/api/contact',
      token: keyed.token,
      payload: { name: 'Ada', email: `ada${Math.random()}@example.org`, message: 'Hello', ...extra },
      headers: { 'accept-language': lang },
    });

  it('tells the storefront to use reCAPTCHA with the site key; restaurants without one keep the time trap', async () => {
    expect((await get(t, '/api/forms/start', {}, { token: keyed.token })).body.data).toEqual({
      method: 'recaptcha',
      siteKey: 'site-key-123',
    });
    expect((await get(t, '/api/forms/start')).body.data.method).toBe('time_trap');
  });

  it('lets a message through that Google vouches for, without any form token', async () => {
    const answer = await contact({ g_recaptcha_response: 'pass' });
    expect([answer.statusCode, answer.body.message.code]).toEqual([200, 'message_delivered']);
  });

  it('refuses a missing or failed token with 422 recaptcha_invalid, in four languages', async () => {
    const texts: Record<string, string> = {
      en: 'g_recaptcha_response is invalid',
      de: 'g_recaptcha_response ist ungültig.',
      fr: "g_recaptcha_response n'est pas valide.",
      ar: 'قيمة g_recaptcha_response غير صالحة.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const failed = await contact({ g_recaptcha_response: 'forged' }, lang);
      expect([failed.statusCode, failed.body.errors]).toEqual([422, { g_recaptcha_response: [text] }]);
    }
    expect((await contact({})).body.errors).toEqual({ g_recaptcha_response: ['g_recaptcha_response is invalid'] });
  });

  it('refuses with a coded 503 (never a 500) and writes nothing when Google cannot be reached', async () => {
    const down = await createTestApp({
      recaptchaSecret: SECRET,
      botCheck: { enabled: true, minFillSeconds: 3, recaptchaVerifyUrl: await unreachableUrl() },
    });
    try {
      const site = await importVariant(down, 'keyed-down', (file) => {
        file.restaurant.settings.recaptchaSiteKey = 'site-key-123';
      });
      const answer = await down.call({
        method: 'POST',
        url: '/api/contact',
        token: site.token,
        payload: { name: 'Ada', email: 'ada@example.org', message: 'Hello', g_recaptcha_response: 'pass' },
        headers: { 'accept-language': 'en' },
      });
      expect([answer.statusCode, answer.body.message.code]).toEqual([503, 'recaptcha_unavailable']);
      expect(await down.database.db.select().from(contactMessages)).toEqual([]);
    } finally {
      await down.close();
    }
  });

  it('protects sign-up with reCAPTCHA too', async () => {
    const signUp = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/auth/signup',
        token: keyed.token,
        payload: {
          name: 'Grace',
          email: `grace${Math.random()}@example.org`,
          password: 'long-enough-1',
          password_confirmation: 'long-enough-1',
          mobile: '0301234567',
          ...extra,
        },
      });
    expect((await signUp({ g_recaptcha_response: 'forged' })).statusCode).toBe(422);
    expect((await signUp({ g_recaptcha_response: 'pass' })).statusCode).toBe(200);
  });

  it('allows reCAPTCHA in the page security policy only when the server has a secret', async () => {
    const { pageSecurityPolicy } = await import('../../src/http/security-headers.ts');
    expect(pageSecurityPolicy([], false, { recaptcha: true })).toContain(
      "script-src 'self' https://www.google.com/recaptcha/",
    );
    expect(pageSecurityPolicy([], false, { recaptcha: true })).toContain('frame-src https://www.google.com/recaptcha/');
    expect(pageSecurityPolicy([], false)).not.toContain('google');
  });
});
