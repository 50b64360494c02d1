import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_STREAM_EVENT,
  type OrderStatusTicket,
  type OrderStatusUpdate,
} from '@tavola/domain/schemas/order-status';
import type { Order, OrderStatus } from '@tavola/domain/schemas/order';
import { apiRequest } from '../../../api/client.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { pageConfig } from '../../../lib/page-config.ts';
import { paymentKeys } from './payment-keys.ts';

/** After a refused or broken stream, wait this long (doubling, up to the maximum) before a new ticket. */
const RECONNECT_MS = 2000;
const RECONNECT_MAX_MS = 60_000;

/**
 * Follows the order's status live (decision 030): a ticket for this order, then an EventSource on
 * GET api/order/status-stream. Each update lands in the order's cached answer, so every view of the
 * order follows. The browser reconnects a dropped stream by itself; a refused one (expired ticket)
 * gets a new ticket. Listening stops once the order is delivered or rejected. Answers whether the
 * stream is connected.
 */
export function useLiveOrderStatus(orderId: string | null, status: OrderStatus | undefined): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const known = status !== undefined;
  const final = known && FINAL_ORDER_STATUSES.includes(status);

  useEffect(() => {
    if (!orderId || !known || final) return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay = RECONNECT_MS;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    const connect = async () => {
      let ticket: string;
      try {
        ticket = (
          await apiRequest<OrderStatusTicket>({ method: 'POST', path: 'order/status-stream/ticket', body: { orderId } })
        ).data.ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const url = new URL('/api/order/status-stream', location.origin);
      url.searchParams.set('restaurantId', String(pageConfig.restaurantId));
      url.searchParams.set('orderId', orderId);
      url.searchParams.set('ticket', ticket);
      url.searchParams.set('lang', i18n.language);
      const stream = new EventSource(url);
      source = stream;
      stream.addEventListener('open', () => {
        delay = RECONNECT_MS;
        setConnected(true);
      });
      stream.addEventListener(ORDER_STATUS_STREAM_EVENT, (event) => {
        const update = JSON.parse((event as MessageEvent<string>).data) as OrderStatusUpdate;
        queryClient.setQueryData<Order>(paymentKeys.order(orderId), (order) =>
          order ? { ...order, status: update.status } : order,
        );
        // Accepting sets the expected time and rejecting the reason: read the order again for them.
        if (update.status !== 'received') void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderId) });
        if (FINAL_ORDER_STATUSES.includes(update.status)) {
          stream.close();
          setConnected(false);
        }
      });
      stream.addEventListener('error', () => {
        setConnected(false);
        // CONNECTING: the browser retries by itself. CLOSED: the server refused; ask for a new ticket.
        if (stream.readyState === EventSource.CLOSED) retry();
      });
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
    // Opened once per order: later status values arrive through the stream itself.
  }, [orderId, known, final, queryClient]);

  return connected;
}
