import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SSE_OPTIONS } from '../../src/modules/order-status/routes.ts';
import { openSseStream, openSseStreams } from '../../src/modules/order-status/sse-stream.ts';

/** Just enough of a Node response to record what the stream writes. */
class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  headers: Record<string, string> = {};
  status = 0;
  writableEnded = false;
  destroyed = false;
  writeHead(status: number, headers: Record<string, string>) {
    this.status = status;
    this.headers = headers;
    return this;
  }
  write(chunk: string) {
    this.chunks.push(chunk);
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
}

function open(response: FakeResponse, options = DEFAULT_SSE_OPTIONS) {
  return openSseStream(response as unknown as ServerResponse, options);
}

describe('openSseStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers as an event stream and tells EventSource when to reconnect', () => {
    const response = new FakeResponse();
    open(response);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.chunks).toEqual([`retry: ${DEFAULT_SSE_OPTIONS.retryMs}\n\n`]);
  });

  it('writes events as event and data lines', () => {
    const response = new FakeResponse();
    const stream = open(response);
    stream.send('status', { orderId: 'o1', status: 'processing' });
    expect(response.chunks.at(-1)).toBe('event: status\ndata: {"orderId":"o1","status":"processing"}\n\n');
  });

  it('sends a heartbeat comment every 25 seconds and nothing in between', () => {
    const response = new FakeResponse();
    open(response);
    expect(DEFAULT_SSE_OPTIONS.heartbeatMs).toBe(25_000);
    vi.advanceTimersByTime(24_999);
    expect(response.chunks.filter((chunk) => chunk.startsWith(':'))).toHaveLength(0);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(25_000);
    expect(response.chunks.filter((chunk) => chunk === ': heartbeat\n\n')).toHaveLength(2);
  });

  it('stops writing and runs the close handlers once when the guest goes away', () => {
    const response = new FakeResponse();
    const stream = open(response);
    const closed = vi.fn();
    stream.onClose(closed);
    response.emit('close');
    response.emit('close');
    stream.send('status', { status: 'delivered' });
    vi.advanceTimersByTime(60_000);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(stream.closed).toBe(true);
    expect(response.chunks).toHaveLength(1);
  });

  it('ends itself after its maximum age so the client reconnects with a fresh check', () => {
    const response = new FakeResponse();
    const stream = open(response, { heartbeatMs: 1000, retryMs: 10, maxAgeMs: 5000 });
    const closed = vi.fn();
    stream.onClose(closed);
    vi.advanceTimersByTime(5000);
    expect(response.writableEnded).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    // A handler added after the end runs at once.
    const late = vi.fn();
    stream.onClose(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('closes at once when the guest left while the route was still checking (close came before anyone listened)', () => {
    const response = new FakeResponse();
    response.destroyed = true;
    const before = openSseStreams.count;
    const stream = open(response);
    const closed = vi.fn();
    stream.onClose(closed);
    expect(stream.closed).toBe(true);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(openSseStreams.count).toBe(before);
    vi.advanceTimersByTime(60_000);
    expect(response.chunks).toEqual([`retry: ${DEFAULT_SSE_OPTIONS.retryMs}\n\n`]);
  });
});
