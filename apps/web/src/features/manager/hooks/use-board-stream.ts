import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ManagerBoardEvent } from '@tavola/domain/schemas/manager';
import { pageConfig } from '../../../lib/page-config.ts';
import { managerKeys } from '../api/manager-api.ts';
import { setManagerToken } from '../../../api/manager-token.ts';

export type StreamState = 'connecting' | 'live' | 'reconnecting';

/** Waits between reconnects: quick at first, then no more than every 30 s. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Follows the board stream (GET api/managers/order/stream). It is read with fetch, not EventSource,
 * so the manager's token travels in the Authorization header, never in a URL. On every (re)connect
 * the server says `ready` once it listens, and the board reloads its lists: whatever happened while
 * the connection was down (a tablet's Wi-Fi dropping) is caught up. Every `order` event reloads
 * too, and is handed to `onOrder` (sound, badge, notification).
 */
export function useBoardStream(token: string, onOrder: (event: ManagerBoardEvent) => void): StreamState {
  const client = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');
  const onOrderRef = useRef(onOrder);
  onOrderRef.current = onOrder;

  useEffect(() => {
    const abort = new AbortController();
    let attempt = 0;

    const handle = (event: string, data: string) => {
      if (event === 'ready') {
        attempt = 0;
        setState('live');
        void client.invalidateQueries({ queryKey: managerKeys.all });
      } else if (event === 'order') {
        void client.invalidateQueries({ queryKey: managerKeys.all });
        try {
          onOrderRef.current(JSON.parse(data) as ManagerBoardEvent);
        } catch {
          // A malformed event only costs the alert; the list was reloaded anyway.
        }
      }
    };

    async function run() {
      while (!abort.signal.aborted) {
        try {
          const url = new URL('/api/managers/order/stream', location.origin);
          url.searchParams.set('restaurantId', String(pageConfig.restaurantId));
          const response = await fetch(url, {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            signal: abort.signal,
          });
          if (response.status === 401 || response.status === 403) {
            setManagerToken(null);
            return;
          }
          if (response.ok && response.body) await readEvents(response.body, handle, abort.signal);
        } catch {
          if (abort.signal.aborted) return;
        }
        setState('reconnecting');
        await sleep(RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]!, abort.signal);
      }
    }
    void run();
    // A phone or tablet coming back from sleep: reload at once rather than wait for the next event.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void client.invalidateQueries({ queryKey: managerKeys.all });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      abort.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, client]);

  return state;
}

/** Parses text/event-stream frames ("event:", "data:", blank line) as they arrive. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  handle: (event: string, data: string) => void,
  signal: AbortSignal,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  signal.addEventListener('abort', () => void reader.cancel(), { once: true });
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length) handle(event, data.join('\n'));
      end = buffer.indexOf('\n\n');
    }
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
