import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import { IdleQueue } from './idle-queue.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Right-to-left languages get `dir="rtl"` in the composed HTML; kept here for the outbox record. */
  lang?: string;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or files in the outbox directory. */
  readonly kind: 'smtp' | 'outbox';
  /** Delivers now; rejects when the SMTP server (or the disk) refuses. */
  send(mail: Mail): Promise<void>;
  /**
   * Delivers without making the caller wait. Used where the answer must not reveal whether a mail
   * went out (sign-up, forgot password): a slow SMTP server would otherwise show in the timing, and
   * for order confirmations, which wait while the server is busy (at most 3 s). Failures are logged,
   * never thrown.
   */
  sendInBackground(mail: Mail): void;
  /** Resolves once every background delivery has finished (tests, graceful shutdown). */
  drain(): Promise<void>;
  close(): void;
}

export interface MailLog {
  error(details: object, message: string): void;
}

/**
 * SMTP when `SMTP_URL` is set (e.g. smtp://user:pass@mail.example.com:587), otherwise a local outbox:
 * every mail becomes `<time>-<id>.eml` (open it in any mail program) plus `<time>-<id>.json` with the
 * same content, under DATA_DIR/outbox.
 */
export function createMailer(config: Config['mail'], log: MailLog): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(pooledSmtpUrl(config.smtpUrl))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Background mails wait for a quiet moment of the event loop (idle-queue.ts), never longer than 3 s.
  const background = new IdleQueue();

  async function deliver(mail: Mail, name: string): Promise<void> {
    const message = { from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
    // Quoted-printable named up front: left to detect it, nodemailer spends twice the CPU per mail
    // (0.68 against 0.28 ms measured on an order confirmation), and a rush sends one per order.
    const info = await transport.sendMail({ ...message, textEncoding: 'quoted-printable' });
    if (!config.smtpUrl)
      await writeToOutbox(config.outboxDir, name, { ...message, lang: mail.lang }, info.message as Buffer);
  }

  return {
    kind: config.smtpUrl ? 'smtp' : 'outbox',
    // Named when sent (or queued): the outbox sorts in the order mails were sent, even when a later
    // mail is built faster, in the same millisecond, or a queued one goes out after it.
    send: (mail) => deliver(mail, outboxName()),
    sendInBackground(mail) {
      const name = outboxName();
      background.add(() =>
        deliver(mail, name).catch((error: unknown) =>
          log.error({ err: error, subject: mail.subject }, 'mail delivery failed'),
        ),
      );
    },
    drain: () => background.drain(),
    close() {
      background.stop();
      transport.close();
    },
  };
}

/**
 * SMTP over a few kept connections (nodemailer's pool) unless SMTP_URL says otherwise (`pool=false`): without
 * it every mail opens its own connection, TLS handshake and login — in a rush, one per order confirmation.
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

let mailsSent = 0;

/** Sortable by time, then by the order of sending within this process; unique across processes. */
function outboxName(): string {
  mailsSent += 1;
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  return `${time}-${String(mailsSent).padStart(8, '0')}-${randomBytes(4).toString('hex')}`;
}

/** Outbox folders this process has made: each is made once, not before every mail. */
const madeOutboxDirs = new Set<string>();

async function writeToOutbox(dir: string, name: string, record: Record<string, unknown>, raw: Buffer): Promise<void> {
  const json = JSON.stringify({ ...record, date: new Date().toISOString() }, null, 2);
  const write = async () => {
    await writeFile(path.join(dir, `${name}.eml`), raw);
    await writeFile(path.join(dir, `${name}.json`), json);
  };
  if (!madeOutboxDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeOutboxDirs.add(dir);
  }
  try {
    await write();
  } catch (error) {
    // Removed since (a test cleaning up, an operator emptying it): make it again.
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    await write();
  }
}
