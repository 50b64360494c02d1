import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's siteverify: answers by the token it receives ("pass", "low-score",
 * anything else fails; "broken" answers 500, "garbage" answers non-JSON), and records what it got.
 */
export interface FakeRecaptcha {
  url: string;
  received: URLSearchParams[];
  close(): Promise<void>;
}

export async function startFakeRecaptcha(secret: string): Promise<FakeRecaptcha> {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const token = form.get('response');
      if (token === 'broken') {
        response.writeHead(500).end('oops');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      if (token === 'garbage') {
        response.end('<html>not json</html>');
        return;
      }
      const secretOk = form.get('secret') === secret;
      if (secretOk && token === 'pass') response.end(JSON.stringify({ success: true, score: 0.9, action: 'contact' }));
      else if (secretOk && token === 'low-score') response.end(JSON.stringify({ success: true, score: 0.1 }));
      else response.end(JSON.stringify({ success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    received,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An address where nothing listens (a server started and stopped). */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}
