import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, logIn, signUp, type AccountTestApp } from './helpers.ts';

/** A real SMTP peer: the mailer must speak SMTP with authentication, not just write files. */
interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

let smtp: SMTPServer;
const received: Received[] = [];
let t: AccountTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'tavola' && auth.password === 'smtp-secret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createAccountTestApp({}, { smtpUrl: `smtp://tavola:smtp-secret@127.0.0.1:${port}` });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes, enough to read ASCII links out of the raw message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over SMTP', () => {
  it('delivers the reset mail to the SMTP server, authenticated, and its link resets the password', async () => {
    expect(t.app.deps.mailer.kind).toBe('smtp');
    const { email } = await signUp(t);
    const answer = await t.call({ method: 'POST', url: '/api/auth/forgot-password?lang=de', payload: { email } });
    expect(answer.statusCode).toBe(200);
    await t.app.deps.mailer.drain();

    const mails = received.filter((m) => m.to.includes(email));
    // The welcome mail and the reset mail; background delivery does not fix their order.
    expect(mails).toHaveLength(2);
    const resetMail = mails.find((m) => decodeQuotedPrintable(m.raw).includes('/resetpass/'))!;
    expect(resetMail).toBeDefined();
    expect(resetMail.user).toBe('tavola');
    expect(resetMail.from).toBe('no-reply@tavola.test');
    expect(resetMail.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(resetMail.raw).toMatch(/Content-Type: multipart\/alternative/);

    const body = decodeQuotedPrintable(resetMail.raw);
    const match = new RegExp(
      `${t.config.publicUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/resetpass/([A-Za-z0-9_-]{43})`,
    ).exec(body);
    expect(match).not.toBeNull();
    const token = match![1]!;

    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/password/reset-password',
      payload: { email, token, password: 'mailed and reset', password_confirmation: 'mailed and reset' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(t, email, 'mailed and reset')).statusCode).toBe(200);
  });

  it('answers forgot-password at once even though delivery happens in the background', async () => {
    const { email } = await signUp(t);
    await t.app.deps.mailer.drain();
    const before = received.length;
    const answer = await t.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(answer.statusCode).toBe(200);
    await t.app.deps.mailer.drain();
    expect(received.length).toBe(before + 1);
  });
});
