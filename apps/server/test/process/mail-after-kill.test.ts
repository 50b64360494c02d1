import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, inject, it } from 'vitest';
import { useServerProcesses } from './process-scene.ts';
import { checkoutBaskets, storefrontClient } from './storefront-client.ts';

/*
 * kill -9 during a burst of orders, with a real SMTP server (decision 089): each order's confirmation
 * was written by the order's own statement, so after the restart every order has its confirmation —
 * exactly one, told apart by the outbox's Message-ID (a mail the killed process handed to the SMTP
 * server but could not mark may arrive twice under the same Message-ID: at least once, never two
 * different confirmations of one order).
 */
const BASKETS = 16;
const postgresUrl = inject('postgresUrl');
const kind = postgresUrl ? 'PostgreSQL' : 'PGlite';

const processes = useServerProcesses();


/** Undoes quoted-printable soft breaks and escapes, enough to read the order's link. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe(`order confirmations after kill -9 during a burst (${kind})`, () => {
  it('every order has exactly one confirmation after the restart', async () => {
    const received: { messageId: string; orderId: string }[] = [];
    const smtp = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
          received.push({
            messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
            orderId: /paymentstatus\?orderId=([A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    processes.afterTest(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    // A short lease: mails the killed process had claimed go out again seconds after the restart.
    const env = {
      ...(await processes.ownStorage('mail')),
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_LEASE_SECONDS: '2',
    };
    let server = await processes.start(env);
    const client = await storefrontClient(server.url);
    const baskets = await checkoutBaskets(client, BASKETS);
    const calls = baskets.map((basketId) =>
      client.createOrder(basketId).catch(() => null),
    );
    await Promise.race(calls);
    server.child.kill('SIGKILL');
    await Promise.all(calls);
    expect(await server.exited).toBe('SIGKILL');

    server = await processes.start(env);
    const again = await storefrontClient(server.url);
    // Every basket ordered (a retry answers an order the killed process wrote).
    const orderIds = (
      await Promise.all(baskets.map((basketId) => again.createOrder(basketId)))
    ).map((answer) => answer.data!.data.orderId);
    expect(new Set(orderIds).size).toBe(BASKETS);

    await expect
      .poll(() => new Set(received.map((mail) => mail.orderId)).size, { timeout: 60_000, interval: 250 })
      .toBe(BASKETS);
    // Settled: a late duplicate of a lapsed claim would show up within the lease and a poll.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    expect(new Set(received.map((mail) => mail.orderId))).toEqual(new Set(orderIds));
    for (const orderId of orderIds) {
      const messageIds = new Set(received.filter((mail) => mail.orderId === orderId).map((mail) => mail.messageId));
      expect([...messageIds], orderId).toEqual([expect.stringMatching(/^<[0-9a-f-]{36}@tavola\.outbox>$/)]);
    }
  }, 240_000);
});
