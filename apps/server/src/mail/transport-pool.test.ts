import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport, pooledSmtpUrl } from './transport.ts';

describe('mail over SMTP in a rush', () => {
  let smtp: SMTPServer;
  let port = 0;
  let connections = 0;
  const subjects: string[] = [];
  beforeAll(async () => {
    smtp = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          subjects.push(/^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '');
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('sends one mail after another over one kept connection', async () => {
    const mailer = createMailTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Tavola <no-reply@tavola.test>',
      outboxDir: '/nonexistent',
    });
    try {
      for (const n of [1, 2, 3, 4])
        await mailer.deliver({ to: 'guest@example.com', subject: `Order ${n}`, text: 'Thanks' });
    } finally {
      mailer.close();
    }
    expect(subjects).toEqual(['Order 1', 'Order 2', 'Order 3', 'Order 4']);
    expect(connections).toBe(1);
  });

  it("keeps the operator's own choice", () => {
    expect(pooledSmtpUrl('smtp://u:p@mail.example.com:587')).toBe('smtp://u:p@mail.example.com:587?pool=true');
    expect(pooledSmtpUrl('smtps://mail.example.com?pool=false')).toBe('smtps://mail.example.com?pool=false');
  });
});
