import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNetwork } from '../../src/http/rate-limits.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** What the test uses of a `ws` socket. */
interface TestSocket {
  on(event: 'close', listener: (code: number) => void): void;
  send(data: string): void;
}

// Issue 25, finding 11: a client's broken request was logged as our error, with a stack.
let t: TestApp;
let base: string;
const lines: { level: number; msg: string; err?: { stack?: string }; stack?: string }[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString().split('\n').filter(Boolean).map((line) => JSON.parse(line) as (typeof lines)[number])),
  );
  t = await createTestApp({ logLevel: 'info', rateLimits: true }, { logStream: stream });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const ERROR_LEVEL = 50;
const WARN_LEVEL = 40;
const withStack = () => lines.filter((line) => line.err?.stack || line.stack);

function rawRequest(text: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

describe('client faults', () => {
  it('a client without an address left counts in one bucket, not as a 500', () => {
    expect(clientNetwork(undefined)).toBe('unknown');
  });

  it('a malformed chunked body to a rate-limited route is logged at most as a warning, without a stack', async () => {
    const before = lines.length;
    const token = await t.publicToken();
    for (let i = 0; i < 5; i++) {
      const answer = await rawRequest(
        `POST /api/basket/create HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{"restaurantId":1}\r\n0\r\n\r\n`,
      );
      expect(answer).not.toMatch(/^HTTP\/1\.1 5\d\d/);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(withStack()).toEqual([]);
  });

  it('an oversized WebSocket message closes the socket and is logged as a warning without a stack', async () => {
    const before = lines.length;
    // app.injectWS: the server's own ws socket, with its maxPayload (the plugin's types lack onInit).
    const inject = t.app.injectWS as unknown as (path: string, upgrade: object, options: { onInit: (socket: TestSocket) => void }) => Promise<TestSocket>;
    let closed!: Promise<number>;
    const socket = await inject.call(t.app, '/api/table-payments/live?tablePaymentId=nope-nope-nope', {}, {
      onInit: (opening) => {
        closed = new Promise<number>((resolve) => opening.on('close', resolve));
      },
    });
    socket.send('x'.repeat(10_000));
    expect([1009, 4404]).toContain(await closed);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = lines.slice(before);
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(logged.filter((line) => line.level === WARN_LEVEL).every((line) => !line.err?.stack)).toBe(true);
    expect(withStack()).toEqual([]);
  });
});
