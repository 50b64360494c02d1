import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tableBillSocketMessageSchema, type BillUnitRef } from '@tavola/domain/schemas/table-payment';
import { tableBillKeys } from '../api/table-bill.ts';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000];

export const unitKey = (unit: BillUnitRef) => `${unit.orderLineId}:${unit.unit}`;

export interface TableBillLive {
  /** This phone's socket id: sent with its picks so they are not echoed back. */
  socketId: string | null;
  connected: boolean;
  /** Units other guests are choosing right now. */
  othersPicking: ReadonlySet<string>;
}

/**
 * The table's live socket: refetches the bill whenever it changes (someone paid, a payment failed,
 * an order joined) and keeps what the others are picking. A phone on bad Wi-Fi reconnects with
 * growing pauses, and refetches on reconnecting so nothing that happened meanwhile is missed.
 */
export function useTableBillSocket(tablePaymentId: string | null): TableBillLive {
  const queryClient = useQueryClient();
  const [socketId, setSocketId] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const [picks, setPicks] = useState<Map<string, Set<string>>>(new Map());
  const attempt = useRef(0);

  useEffect(() => {
    if (!tablePaymentId) return undefined;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      const url = new URL('/api/table-payments/live', location.href);
      url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('tablePaymentId', tablePaymentId);
      socket = new WebSocket(url);
      socket.onmessage = (event) => {
        const parsed = tableBillSocketMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'hello') {
          attempt.current = 0;
          setSocketId(message.socketId);
          setConnected(true);
          void queryClient.invalidateQueries({ queryKey: tableBillKeys.bill(tablePaymentId) });
        } else if (message.type === 'bill_changed') {
          void queryClient.invalidateQueries({ queryKey: tableBillKeys.bill(tablePaymentId) });
        } else {
          setPicks((current) => {
            const next = new Map(current);
            const mine = new Set(next.get(message.socketId));
            for (const unit of message.basketItems) {
              if (message.action === 'select') mine.add(unitKey(unit));
              else mine.delete(unitKey(unit));
            }
            next.set(message.socketId, mine);
            return next;
          });
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        const wait = RETRY_MS[Math.min(attempt.current, RETRY_MS.length - 1)];
        attempt.current += 1;
        retry = setTimeout(connect, wait);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [tablePaymentId, queryClient]);

  const othersPicking = new Set<string>();
  for (const set of picks.values()) for (const key of set) othersPicking.add(key);
  return { socketId, connected, othersPicking };
}
