/** A Server-Sent Events client for tests: reads frames from a streaming fetch as they arrive. */
export interface SseFrame {
  event: string | null;
  data: string | null;
  comment: string | null;
  retry: number | null;
}

export interface SseReader {
  status: number;
  contentType: string | null;
  /** The next frame (events, comments, retry lines); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseFrame>;
  /** The next `event:` frame, skipping comments and retry lines. */
  nextEvent(timeoutMs?: number): Promise<{ event: string; data: unknown }>;
  /** Resolves when the server ended the stream. */
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  const frames: SseFrame[] = [];
  const waiter: { wake?: () => void } = {};

  void (async () => {
    try {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
        waiter.wake?.();
      }
    } catch {
      // aborted by close()
    }
    done = true;
    waiter.wake?.();
  })();

  async function waitFor<T>(take: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = take();
      if (value !== undefined) return value;
      if (done) throw new Error(`stream ended while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        waiter.wake = resolve;
        setTimeout(resolve, left);
      });
    }
  }

  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    next: (timeoutMs = 5000) => waitFor(() => frames.shift(), timeoutMs, 'a frame'),
    async nextEvent(timeoutMs = 5000) {
      const frame = await waitFor(
        () => {
          while (frames.length && frames[0]!.event === null) frames.shift();
          return frames.shift();
        },
        timeoutMs,
        'an event',
      );
      return { event: frame.event!, data: JSON.parse(frame.data ?? 'null') as unknown };
    },
    async ended(timeoutMs = 5000) {
      await waitFor(() => (done ? true : undefined), timeoutMs, 'the end of the stream').catch((error: Error) => {
        if (!done) throw error;
      });
    },
    close: () => abort.abort(),
  };
}

function parseFrame(text: string): SseFrame {
  const frame: SseFrame = { event: null, data: null, comment: null, retry: null };
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('data:')) frame.data = (frame.data ? `${frame.data}\n` : '') + line.slice(5).trim();
    else if (line.startsWith('retry:')) frame.retry = Number(line.slice(6).trim());
  }
  return frame;
}
