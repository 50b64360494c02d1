import type { ServerResponse } from 'node:http';

export interface SseOptions {
  /** A comment line this often keeps proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** How long EventSource waits before reconnecting after the stream ends. */
  retryMs: number;
  /**
   * The stream ends after this long; EventSource reconnects, so the token is checked again and a
   * guest who left the tab open does not hold a connection forever.
   */
  maxAgeMs: number;
}

export interface SseStream {
  send(event: string, data: unknown): void;
  /** Ends the response (idempotent); the close handlers run once. */
  close(): void;
  onClose(handler: () => void): void;
  readonly closed: boolean;
}

/** Live streams open in this process right now (reported by /metrics). */
export const openSseStreams = { count: 0 };

/** Server-Sent Events over a raw Node response the caller has taken over from Fastify. */
export function openSseStream(raw: ServerResponse, options: SseOptions): SseStream {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream and deliver events late.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${options.retryMs}\n\n`);

  const handlers: (() => void)[] = [];
  let closed = false;
  openSseStreams.count += 1;
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  const maxAge = setTimeout(() => stream.close(), options.maxAgeMs);
  heartbeat.unref();
  maxAge.unref();

  function write(chunk: string): void {
    if (!closed && !raw.writableEnded) raw.write(chunk);
  }

  function finish(): void {
    if (closed) return;
    closed = true;
    openSseStreams.count -= 1;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    for (const handler of handlers.splice(0)) handler();
  }

  // The guest went away (tab closed, network lost): stop writing and unsubscribe.
  raw.on('close', finish);
  // …or went away while the route was still checking the ticket or reading the order: 'close' was emitted
  // before anyone listened, and the stream would count as live until its maximum age (issue 29's bench).
  if (raw.destroyed) finish();

  const stream: SseStream = {
    send(event, data) {
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!raw.writableEnded) raw.end();
      finish();
    },
    onClose(handler) {
      if (closed) handler();
      else handlers.push(handler);
    },
    get closed() {
      return closed;
    },
  };
  return stream;
}
