import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/account.ts';
import {
  createAccountTestApp,
  logIn,
  randomIp,
  readOutbox,
  signUp,
  signUpFields,
  uniqueEmail,
  type AccountTestApp,
} from './helpers.ts';

/**
 * Login, sign-up and forgot-password must not tell an outsider whether an address is registered
 * (docs/decisions/010-account-enumeration.md). Each pair of calls below differs only in that one
 * address has an account: status, headers that matter and body must be the same.
 */
let t: AccountTestApp;
beforeAll(async () => {
  t = await createAccountTestApp();
});
afterAll(async () => t.close());

function comparable(response: { statusCode: number; body: unknown; headers: Record<string, unknown> }) {
  return { status: response.statusCode, body: response.body, retryAfter: response.headers['retry-after'] };
}

describe('account enumeration', () => {
  it('login: an unknown e-mail and a wrong password get the same answer', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await logIn(t, email, 'not the password', randomIp());
    const unknownEmail = await logIn(t, uniqueEmail('nobody'), 'not the password', randomIp());
    expect(wrongPassword.statusCode).toBe(400);
    expect(comparable(unknownEmail)).toEqual(comparable(wrongPassword));
  });

  it('sign-up with a registered e-mail answers exactly like a new sign-up and changes nothing', async () => {
    const owner = await signUp(t, { name: 'Original Owner' });
    const ownerBefore = await t.database.db.select().from(users).where(eq(users.email, owner.email));

    const fresh = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      query: signUpFields(),
      remoteAddress: randomIp(),
    });
    const taken = await t.call({
      method: 'POST',
      url: '/api/auth/signup',
      query: signUpFields({
        email: owner.email.toUpperCase(),
        name: 'Intruder',
        password: 'intruder password',
        password_confirmation: 'intruder password',
      }),
      remoteAddress: randomIp(),
    });
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect(taken.body.message.code).toBe('user_created');

    // Still one account, untouched: the intruder's password does not work, the owner's does.
    const [{ count }] = (await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${owner.email}`)) as [{ count: number }];
    expect(count).toBe(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, owner.email))).toEqual(ownerBefore);
    expect((await logIn(t, owner.email, 'intruder password', randomIp())).statusCode).toBe(400);
    expect((await logIn(t, owner.email, owner.password, randomIp())).statusCode).toBe(200);
  });

  it('sign-up with a registered e-mail tells the real owner by mail instead', async () => {
    const owner = await signUp(t, { name: 'Grace Hopper' });
    await t.call({
      method: 'POST',
      url: '/api/auth/signup?lang=en',
      query: signUpFields({ email: owner.email, name: 'Someone Else' }),
      remoteAddress: randomIp(),
    });
    const mails = await readOutbox(t, owner.email);
    // The welcome mail of the first sign-up, then the notice about the second attempt.
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Sign-up attempt at /);
    expect(mails[1]!.text).toContain('Hello Grace Hopper');
    expect(mails[1]!.text).toContain('You already have an account, so nothing was changed.');
    expect(mails[1]!.text).not.toContain('Someone Else');
  });

  it('forgot password: a registered and an unknown e-mail get the same answer; only the registered one gets mail', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail('ghost');
    const known = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: randomIp(),
    });
    const ghost = await t.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: unknown },
      remoteAddress: randomIp(),
    });
    expect(known.statusCode).toBe(200);
    expect(comparable(ghost)).toEqual(comparable(known));
    expect((await readOutbox(t, email)).some((m) => m.text.includes('/resetpass/'))).toBe(true);
    expect(await readOutbox(t, unknown)).toEqual([]);
  });

  it('forgot password: a flooded address keeps getting the same answer, but no more mail', async () => {
    const { email } = await signUp(t);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(
        comparable(
          await t.call({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email },
            remoteAddress: randomIp(),
          }),
        ),
      );
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const resetMails = (await readOutbox(t, email)).filter((m) => m.text.includes('/resetpass/'));
    // reset_email allows 3 mails, the 4th is counted and locks the counter; later requests send nothing.
    expect(resetMails).toHaveLength(4);
  });
});
