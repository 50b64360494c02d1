/**
 * Outgoing mail (decision 089: a transactional outbox). To send a mail from a feature:
 *
 *     await deps.db.transaction(async (tx) => {
 *       …write what the mail announces with tx…
 *       await deps.mailer.enqueue(tx, someMail({ to, lang, … }), { restaurantId });
 *     });
 *
 * `enqueue` writes the rendered mail to `mail_outbox` in YOUR transaction: it exists exactly when
 * what it announces does, survives a crash, and is sent once the transaction commits — by this
 * process's worker right away (when the event loop has a quiet moment, at most 3 s), else by any
 * process's worker within seconds; retried with backoff, given up after 8 attempts and listed by
 * `npm run mail -- failed`. Without a transaction pass `deps.db`. Never call the SMTP server from a
 * request. Tests call `mailer.drain()` and then read the outbox (DATA_DIR/outbox when SMTP_URL is unset).
 */
import type { Config } from '../config.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { insertOutboxMail } from './outbox-repo.ts';
import { OutboxWorker, type OutboxRenderer } from './outbox-worker.ts';
import { createMailTransport, type MailLog, type MailTransport } from './transport.ts';

export type { MailLog } from './transport.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Where the guest's answer goes: mail is sent from a no-reply address, yet order and reservation
   * mails invite a reply; the restaurant's own address (the guest's, on mail to the restaurant).
   */
  replyTo?: string;
  /** Right-to-left languages get `dir="rtl"` in the composed HTML; kept here for the outbox record. */
  lang?: string;
}

/** The mail with a Reply-To, when there is an address to reply to. */
export function withReplyTo(mail: Mail, address: string | null | undefined): Mail {
  const replyTo = address?.trim();
  return replyTo ? { ...mail, replyTo } : mail;
}

export interface Mailer {
  /** Where mail goes: an SMTP server, or files in the outbox directory. */
  readonly kind: 'smtp' | 'outbox';
  /** Writes the mail to the outbox within `db` (the transaction of what it announces); sent after commit. */
  enqueue(db: DbOrTx, mail: Mail, options?: { restaurantId?: number | null }): Promise<void>;
  /** An outbox row was committed by other means (the order statement's own insert): send soon. */
  wake(): void;
  /** Sends every outbox mail due now and waits for it (tests, graceful shutdown). */
  drain(): Promise<void>;
  close(): void;
}

export interface MailerDeps {
  db: Db;
  clock: () => Date;
  /** Renderers of intent rows (kind → mail), e.g. 'order_confirmation'. */
  renderers?: Partial<Record<string, OutboxRenderer>>;
  transport?: MailTransport;
}

/** The app's mailer: its outbox worker starts polling at once (mails an earlier run left are sent). */
export function createMailer(config: Config['mail'], log: MailLog, deps: MailerDeps): Mailer {
  const transport = deps.transport ?? createMailTransport(config);
  const worker = new OutboxWorker({
    db: deps.db,
    transport,
    clock: deps.clock,
    log,
    renderers: deps.renderers,
    leaseMs: (config.leaseSeconds ?? 120) * 1000,
  });
  worker.start();
  return {
    kind: transport.kind,
    async enqueue(db, mail, options = {}) {
      await insertOutboxMail(db, mail, { restaurantId: options.restaurantId, availableAt: deps.clock() });
      // Inside a transaction the row is not visible yet: the wake waits in the idle queue (≥ 20 ms),
      // and should the commit take longer, the next poll finds it.
      worker.wake();
    },
    wake: () => worker.wake(),
    drain: () => worker.drain(),
    close() {
      worker.stop();
      transport.close();
    },
  };
}
