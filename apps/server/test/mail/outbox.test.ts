import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { createMailer, type Mail, type Mailer } from '../../src/mail/mailer.ts';
import { claimDueMails, listFailedMails, retryFailedMail } from '../../src/mail/outbox-repo.ts';
import { backoffMs, OutboxWorker } from '../../src/mail/outbox-worker.ts';
import type { MailTransport } from '../../src/mail/transport.ts';
import { TestClock } from '../basket/support/ordering-test-kit.ts';
import { freePort } from '../process/server-process.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The app's own worker stays out of these tests: they drive workers of their own on its database. */
const idleMailer: Mailer = { kind: 'outbox', enqueue: async () => {}, wake: () => {}, drain: async () => {}, close: () => {} };
const quietLog = { error: () => {}, warn: () => {} };

let t: TestApp;
const clock = new TestClock();
const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

beforeAll(async () => {
  t = await createTestApp({}, { mailer: idleMailer, clock: clock.now });
});
afterAll(() => t.close());
afterEach(async () => {
  // Each test starts with an empty outbox: what one left due would go out in the next.
  await t.database.db.delete(mailOutbox);
});

const mail = (n: number): Mail => ({ to: `guest${n}@example.com`, subject: `Mail ${n}`, text: `Hello ${n}`, lang: 'en' });

/** A transport that records what it was given, and refuses while `down` is set. */
function recordingTransport(options: { down?: () => boolean; delayMs?: number } = {}) {
  const sent: { to: string; messageId: string }[] = [];
  const transport: MailTransport = {
    kind: 'smtp',
    async deliver(m, { messageId } = {}) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.down?.()) throw new Error('connect ECONNREFUSED');
      sent.push({ to: m.to, messageId: messageId! });
    },
    close: () => {},
  };
  return { transport, sent };
}

function worker(transport: MailTransport, options: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) {
  return new OutboxWorker({ db: t.database.db, transport, clock: clock.now, log: quietLog, ...options });
}

describe('the mail outbox with a real SMTP server', () => {
  let smtp: SMTPServer | undefined;
  const received: string[] = [];
  afterAll(() => new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve())));

  it('keeps a mail while the server is down and delivers it exactly once after it is up, under one Message-ID', async () => {
    const port = await freePort();
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Tavola Test <no-reply@tavola.test>', outboxDir: '/nonexistent' },
      quietLog,
      { db: t.database.db, clock: clock.now },
    );
    try {
      await t.database.db.transaction((tx) => mailer.enqueue(tx, mail(1), { restaurantId: null }));
      await mailer.drain();
      const [failed] = await t.database.db.select().from(mailOutbox);
      expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
      expect(failed!.availableAt.getTime()).toBe(clock.now().getTime() + backoffMs(1));

      smtp = new SMTPServer({
        logger: false,
        disabledCommands: ['STARTTLS', 'AUTH'],
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp!.listen(port, '127.0.0.1', resolve));
      // Up, but the retry is not due yet: nothing goes out before its time.
      await mailer.drain();
      expect(received).toHaveLength(0);

      advance(backoffMs(1));
      await mailer.drain();
      advance(60 * 60_000);
      await mailer.drain();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`Message-ID: ${failed!.messageId}`);
      expect(received[0]).toMatch(/^Subject: Mail 1$/m);
      const [sent] = await t.database.db.select().from(mailOutbox);
      expect(sent).toMatchObject({ attempts: 2, sentAt: expect.any(Date), lastError: null });
    } finally {
      mailer.close();
    }
  });
});

describe('claims', () => {
  it('two workers draining the same outbox at once send every mail exactly once', async () => {
    for (let n = 0; n < 40; n++) await t.database.db.insert(mailOutbox).values({ kind: 'mail', mail: mail(n), availableAt: clock.now() });
    const { transport, sent } = recordingTransport({ delayMs: 2 });
    const one = worker(transport, { batchSize: 5 });
    const two = worker(transport, { batchSize: 5 });
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
    expect(sent).toHaveLength(40);
    expect(new Set(sent.map((s) => s.messageId)).size).toBe(40);
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('hands a due mail to one claim only, and to another once the first claim lapsed (a crashed worker)', async () => {
    await t.database.db.insert(mailOutbox).values({ kind: 'mail', mail: mail(1), availableAt: clock.now() });
    const [first, second] = await Promise.all([
      claimDueMails(t.database.db, clock.now(), 60_000, 10),
      claimDueMails(t.database.db, clock.now(), 60_000, 10),
    ]);
    expect(first.length + second.length).toBe(1);

    // The claimer died before sending: the mail waits out the lease, then goes with the same Message-ID.
    const { transport, sent } = recordingTransport();
    await worker(transport).drain();
    expect(sent).toHaveLength(0);
    advance(60_000);
    await worker(transport).drain();
    expect(sent).toEqual([{ to: 'guest1@example.com', messageId: [...first, ...second][0]!.messageId }]);
  });
});

describe('failures', () => {
  it('backs off 30 s, 1 min, 2 min …, gives up after the last attempt, lists the mail and sends it on retry', async () => {
    let down = true;
    const { transport, sent } = recordingTransport({ down: () => down });
    const w = worker(transport, { maxAttempts: 3 });
    await t.database.db.insert(mailOutbox).values({ kind: 'mail', mail: mail(7), availableAt: clock.now() });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await w.drain();
      const [row] = await t.database.db.select().from(mailOutbox);
      expect(row!.attempts).toBe(attempt);
      if (row!.failedAt) break;
      waits.push(row!.availableAt.getTime() - clock.now().getTime());
      clock.set(row!.availableAt);
    }
    expect(waits).toEqual([30_000, 60_000]);
    const failed = await listFailedMails(t.database.db);
    expect(failed).toEqual([
      expect.objectContaining({ attempts: 3, sentAt: null, failedAt: expect.any(Date), lastError: 'connect ECONNREFUSED' }),
    ]);
    // Given up: no more attempts, however late.
    advance(24 * 60 * 60_000);
    await w.drain();
    expect((await t.database.db.select().from(mailOutbox))[0]!.attempts).toBe(3);

    down = false;
    expect(await retryFailedMail(t.database.db, failed[0]!.id, clock.now())).toBe(true);
    expect(await retryFailedMail(t.database.db, failed[0]!.id, clock.now())).toBe(false);
    await w.drain();
    expect(sent).toEqual([{ to: 'guest7@example.com', messageId: failed[0]!.messageId }]);
    expect(await listFailedMails(t.database.db)).toEqual([]);
  });

  it('caps the backoff at an hour', () => {
    expect([1, 2, 3, 8, 20].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it('a mail that cannot be rendered is retried like one the server refused', async () => {
    const { transport } = recordingTransport();
    await t.database.db.insert(mailOutbox).values({ kind: 'order_confirmation', ref: 1, restaurantId: null, availableAt: clock.now() });
    await worker(transport).drain();
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_confirmation'));
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'no renderer for outbox mails of kind order_confirmation' });
  });
});
