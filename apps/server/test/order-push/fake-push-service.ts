import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushDelivery {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A local push service as browsers' push services behave (RFC 8030): a POST to the subscription's
 * endpoint is answered 201; an endpoint under /gone/ answers 410, as for a subscription the guest
 * has revoked. Everything received is kept for the test to open.
 */
export async function startFakePushService(port = 0): Promise<{
  origin: string;
  received: PushDelivery[];
  close(): Promise<void>;
}> {
  const received: PushDelivery[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = request.url?.startsWith('/gone/') ? 410 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
