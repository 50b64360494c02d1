import { formatMessage } from '@tavola/domain/messages/catalogue';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_TOKEN_MAX_AGE_SECONDS } from '@tavola/domain/schemas/bot-check';
import { contactMessages } from '../../src/db/schema/contact.ts';
import { PUBLIC_RATE_LIMITS } from '../../src/http/rate-limits.ts';
import { CONTACT_PER_EMAIL_MAX } from '../../src/modules/contact/send-contact-message.ts';
import { TestClock } from '../basket/support/ordering-test-kit.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { get, importVariant } from './support.ts';

let t: TestApp;
let outboxDir: string;
const clock = new TestClock();

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'tavola-contact-outbox-'));
  t = await createTestApp(
    {
      mail: { smtpUrl: null, from: 'Tavola Test <no-reply@tavola.test>', outboxDir },
      botCheck: { enabled: true, minFillSeconds: 3, recaptchaVerifyUrl: 'http://127.0.0.1:9/never' },
    },
    { clock: clock.now },
  );
});
afterAll(async () => {
  await t.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** The form as the storefront opens it: a form token from api/forms/start, then a person's pause. */
async function openForm(token?: string, secondsToFill = 20): Promise<string> {
  const start = await get(t, '/api/forms/start', {}, token ? { token } : {});
  expect(start.body.data.method).toBe('time_trap');
  clock.set(new Date(clock.now().getTime() + secondsToFill * 1000));
  return start.body.data.formToken as string;
}

let sender = 0;
/** A message from a new address each time (the per-address limit is tested on its own). */
function message(overrides: Record<string, unknown> = {}) {
  sender += 1;
  return {
    name: 'Ada Lovelace',
    email: `ada${sender}@example.org`,
    phone: '+49 30 1234567',
    message: 'Do you have a table for 12 on Friday?',
    ...overrides,
  };
}

const send = (payload: Record<string, unknown>, options: { lang?: string; token?: string; ip?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/contact',
    payload,
    ...(options.token ? { token: options.token } : {}),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: { 'accept-language': options.lang ?? 'en' },
  });

describe('POST api/contact', () => {
  it('stores the message, mails it to the restaurant and answers the spec text in four languages', async () => {
    const texts: Record<string, string> = {
      en: 'your message has been delivered successfully!',
      de: 'Ihre Nachricht wurde erfolgreich übermittelt!',
      fr: 'Votre message a bien été envoyé !',
      ar: 'تم إرسال رسالتك بنجاح!',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const payload = message({ form_token: await openForm(), website: '' });
      const answer = await send(payload, { lang });
      expect([answer.statusCode, answer.body.type, answer.body.message.code]).toEqual([
        200,
        'success',
        'message_delivered',
      ]);
      expect(answer.body.msg).toBe(answer.body.message.body);
      expect(answer.body.message.body).toBe(text);
    }
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada1@example.org'));
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        phone: '+49301234567',
        lang: 'en',
        mailedAt: expect.any(Date),
      }),
    ]);
    await t.app.deps.mailer.drain();
    const mails = await Promise.all(
      (await readdir(outboxDir))
        .filter((file) => file.endsWith('.json'))
        .map(async (file) => JSON.parse(await readFile(path.join(outboxDir, file), 'utf8'))),
    );
    const mail = mails.find((m) => m.text.includes('ada1@example.org'));
    // To the demo's contact address, in the restaurant's language (German).
    expect(mail).toMatchObject({
      to: 'ciao@trattoria-tavola.example',
      subject: 'Kontaktformular: Nachricht von Ada Lovelace',
      // The restaurant's reply reaches the guest, not the shop's no-reply sender.
      replyTo: 'ada1@example.org',
    });
    expect(mail.text).toContain('Do you have a table for 12 on Friday?');
  });

  it('takes a message without a phone number', async () => {
    const answer = await send(message({ phone: undefined, form_token: await openForm() }));
    expect(answer.statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name', 'This field is required.'],
    [{ email: 'not-an-address' }, 'email', 'Please enter a valid email address.'],
    [{ email: undefined }, 'email', 'This field is required.'],
    [{ message: '   ' }, 'message', 'This field is required.'],
    [{ message: 'x'.repeat(3001) }, 'message', 'This value may not be longer than 3000 characters.'],
    [{ phone: 'call me maybe' }, 'phone', 'Please enter a phone number we can call.'],
    [{ admin: true }, 'admin', 'This value is not valid.'],
  ])('refuses %o with a 422 on the field, writing nothing', async (change, field, text) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const answer = await send({ ...message({ form_token: await openForm() }), ...change });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.errors[field]).toEqual([text]);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it('lets one address write only a few times an hour (429 in the guest language)', async () => {
    const email = 'again@example.org';
    for (let i = 0; i < CONTACT_PER_EMAIL_MAX; i += 1) {
      expect((await send(message({ email, form_token: await openForm() }))).statusCode).toBe(200);
    }
    const refused = await send(message({ email: 'AGAIN@example.org', form_token: await openForm() }), { lang: 'de' });
    expect([refused.statusCode, refused.body.message.code]).toEqual([429, 'too_many_requests']);
    expect(refused.body.message.body).toBe(
      'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    clock.set(new Date(clock.now().getTime() + 61 * 60 * 1000));
    expect((await send(message({ email, form_token: await openForm() }))).statusCode).toBe(200);
  });
});

describe('honeypot and time trap (no reCAPTCHA key)', () => {
  const refusedWith = async (payload: Record<string, unknown>, code: string) => {
    const before = (await t.database.db.select().from(contactMessages)).length;
    const answer = await send(payload);
    expect([answer.statusCode, answer.body.message.code]).toEqual([400, code]);
    expect((await t.database.db.select().from(contactMessages)).length).toBe(before);
  };

  it('refuses a filled honeypot', async () => {
    await refusedWith(message({ form_token: await openForm(), website: 'https://spam.example' }), 'bot_check_failed');
  });

  it('refuses a missing, forged or other restaurant form token', async () => {
    await refusedWith(message(), 'bot_check_failed');
    const real = await openForm();
    const [issued] = real.split('.');
    await refusedWith(message({ form_token: `${Number(issued) - 60_000}.${real.split('.')[1]}` }), 'bot_check_failed');
    await refusedWith(message({ form_token: 'garbage' }), 'bot_check_failed');
    const other = await importVariant(t, 'contact-other');
    const theirs = await openForm(other.token);
    await refusedWith(message({ form_token: theirs }), 'bot_check_failed');
  });

  it('refuses a form sent faster than a person types, and one left open too long', async () => {
    await refusedWith(message({ form_token: await openForm(undefined, 1) }), 'form_sent_too_fast');
    const token = await openForm(undefined, 3);
    expect((await send(message({ form_token: token }))).statusCode).toBe(200);
    await refusedWith(
      message({ form_token: await openForm(undefined, FORM_TOKEN_MAX_AGE_SECONDS + 1) }),
      'form_expired',
    );
  });

  it.each(['en', 'de'] as const)('takes a form token once: the same token again is refused, on any form (issue 25) (%s)', async (lang) => {
    const token = await openForm();
    expect((await send(message({ form_token: token }))).statusCode).toBe(200);
    const again = await send(message({ form_token: token }), { lang });
    expect([again.statusCode, again.body.message.code, again.body.message.body]).toEqual([400, 'form_token_used', formatMessage('form_token_used', lang)]);
    const subscribe = await t.call({ method: 'POST', url: `/api/newsletter/create?${new URLSearchParams({ email: `once-${lang}@example.org`, form_token: token })}` });
    expect(subscribe.body.message.code).toBe('form_token_used');
    // Two forms opened at the same moment get different tokens.
    const [first, second] = await Promise.all([openForm(undefined, 0), openForm(undefined, 0)]);
    expect(first).not.toBe(second);
  });

  it('answers the refusals in the guest language', async () => {
    const texts: Record<string, string> = {
      en: 'That was quick! Please check your entries and send the form again.',
      de: 'Das ging schnell! Bitte prüfen Sie Ihre Angaben und senden Sie das Formular noch einmal.',
      fr: "C'était rapide ! Veuillez vérifier vos informations et renvoyer le formulaire.",
      ar: 'كان ذلك سريعًا! يرجى التحقق من بياناتك وإرسال النموذج مرة أخرى.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const answer = await send(message({ form_token: await openForm(undefined, 0) }), { lang });
      expect(answer.body.message.body).toBe(text);
    }
  });

  it('protects sign-up and the newsletter the same way', async () => {
    const signUp = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          name: 'Grace',
          email: `grace${Date.now()}@example.org`,
          password: 'long-enough-1',
          password_confirmation: 'long-enough-1',
          mobile: '0301234567',
          ...extra,
        },
      });
    expect((await signUp({})).body.message.code).toBe('bot_check_failed');
    expect((await signUp({ form_token: await openForm(), website: 'x' })).body.message.code).toBe('bot_check_failed');
    expect((await signUp({ form_token: await openForm() })).statusCode).toBe(200);

    const subscribe = (query: Record<string, string>) =>
      t.call({ method: 'POST', url: `/api/newsletter/create?${new URLSearchParams(query)}` });
    expect((await subscribe({ email: 'news@example.org' })).body.message.code).toBe('bot_check_failed');
    expect(
      (await subscribe({ email: 'news@example.org', form_token: await openForm(undefined, 0) })).body.message.code,
    ).toBe('form_sent_too_fast');
    const ok = await subscribe({ email: 'news@example.org', form_token: await openForm() });
    expect([ok.statusCode, ok.body.message.code]).toEqual([200, 'newsletter_added']);
  });
});

describe('the table reservation form', () => {
  it('is refused without a form token or with a filled honeypot, before any booking rule runs', async () => {
    const body = {
      adults: 2,
      date: '2027-03-05',
      time: '19:00',
      name: 'Ada',
      email: 'ada@example.org',
      phone: '030 1234567',
    };
    const reserve = (extra: Record<string, unknown>) =>
      t.call({
        method: 'POST',
        url: '/api/restaurant/reserve-table',
        payload: { ...body, ...extra },
        headers: { 'accept-language': 'en' },
      });
    const missing = await reserve({});
    expect([missing.statusCode, missing.body.message.code]).toEqual([400, 'bot_check_failed']);
    const trapped = await reserve({ form_token: await openForm(), website: 'http://spam.example' });
    expect([trapped.statusCode, trapped.body.message.code]).toEqual([400, 'bot_check_failed']);
    const tooFast = await reserve({ form_token: await openForm(undefined, 0) });
    expect(tooFast.body.message.code).toBe('form_sent_too_fast');
    // With a person's token the booking rules decide (the demo books tables; this is a real answer of them).
    const passed = await reserve({ form_token: await openForm() });
    expect(['bot_check_failed', 'form_sent_too_fast']).not.toContain(passed.body.message?.code);
    expect(passed.statusCode).toBeLessThan(500);
  });
});

describe('the per-network limit', () => {
  it(`allows ${PUBLIC_RATE_LIMITS.contact.max} messages per window from one network, then 429`, async () => {
    const limited = await createTestApp({ rateLimits: true });
    try {
      const call = () =>
        limited.call({
          method: 'POST',
          url: '/api/contact',
          payload: {},
          remoteAddress: '203.0.113.9',
          headers: { 'accept-language': 'en' },
        });
      for (let i = 0; i < PUBLIC_RATE_LIMITS.contact.max; i += 1) expect((await call()).statusCode).toBe(422);
      const refused = await call();
      expect([refused.statusCode, refused.body.message.code]).toEqual([429, 'too_many_requests']);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
