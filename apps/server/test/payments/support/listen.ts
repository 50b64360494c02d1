import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a random port of 127.0.0.1 and answers the port. */
export function listenOnRandomPort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

export async function readBody(request: NodeJS.ReadableStream): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk.toString();
  return body;
}
