import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { BoardOrder, ManagerBoardEvent } from '@tavola/domain/schemas/manager';
import { formatLocalDateTime } from '@tavola/domain/time/format-local-date-time';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { ApiError } from '../../../api/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import {
  managerRestaurantQuery,
  useBoardOrders,
  useChangeStatus,
  useDaySummary,
  type BoardFilter,
} from '../api/manager-api.ts';
import { useReprintOrder } from '../api/manager-print-api.ts';
import { useBoardStream } from '../hooks/use-board-stream.ts';
import { useNewOrderAlert } from '../hooks/use-new-order-alert.ts';
import { SoundBand } from './sound-band.tsx';
import { CallsPanel } from './calls-panel.tsx';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { BoardHeader } from './board-header.tsx';
import { BreakPatternsPanel } from './break-patterns-panel.tsx';
import { LeversSheet, localTime } from './levers-sheet.tsx';
import { StockList } from './stock-list.tsx';
import { TableBills } from './table-bills.tsx';
import { TableCodes } from './table-codes.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';
import { ReservationsDay } from './reservations-day.tsx';
import { boardViewOf, KITCHEN_VIEWS, BOARD_VIEWS, type BoardView } from './board-views.ts';
import { DaySummary } from './day-summary.tsx';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { AwaitingPaymentLane } from './awaiting-payment-lane.tsx';
import { OrderCard } from './order-card.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { PrinterNotice } from './printer-notice.tsx';

const LANES = [
  { key: 'received', statuses: ['received'] },
  { key: 'processing', statuses: ['processing'] },
  { key: 'done', statuses: ['delivered', 'rejected'] },
] as const;

/** A new order the kitchen should start on: placed and paid on site, or its online payment came in. */
function isNewForKitchen(event: ManagerBoardEvent): boolean {
  return (
    (event.kind === 'created' && event.paymentStatus === null && !event.awaitingPayment) ||
    (event.kind === 'payment' && event.paymentStatus === 'paid')
  );
}

/**
 * The live order board: lanes New / In the kitchen / Ready-done for the chosen days (kept in the URL,
 * so a reload or a bookmark keeps them), new orders live with a chime, a title count and a
 * notification, and the next step of every order as one big button.
 */
export function Board({ token }: { token: string }) {
  const { t, lang } = useManagerTexts();
  const restaurant = useQuery(managerRestaurantQuery(token)).data;
  const timeZone = restaurant?.timeZone ?? 'Europe/Berlin';
  // The countdowns' clock: a new minute re-renders the cards, nothing else does.
  const now = useNow();
  const today = toLocalMoment(now, timeZone).date;
  const [params, setParams] = useSearchParams();
  const filter: BoardFilter = useMemo(
    () => ({
      from: params.get('from') ?? today,
      to: params.get('to') ?? params.get('from') ?? today,
      by: params.get('by') === 'delivery' ? 'delivery' : 'create',
    }),
    [params, today],
  );
  const setFilter = useCallback(
    (next: BoardFilter) => {
      const search = new URLSearchParams(params);
      search.set('from', next.from);
      search.set('to', next.to < next.from ? next.from : next.to);
      search.set('by', next.by);
      setParams(search, { replace: true });
    },
    [params, setParams],
  );

  // The kitchen's board: orders and dishes, no figures and no levers (decision 086).
  const kitchen = restaurant?.manager.role === 'kitchen';
  const orders = useBoardOrders(token, filter);
  const summary = useDaySummary(token, filter, restaurant !== undefined && !kitchen).data;
  const change = useChangeStatus(token);
  const { mutate: reprintOrder } = useReprintOrder(token);
  const [rejecting, setRejecting] = useState<BoardOrder | null>(null);
  const [printing, setPrinting] = useState<BoardOrder | null>(null);
  const [leversOpen, setLeversOpen] = useState(false);
  const views = kitchen ? KITCHEN_VIEWS : BOARD_VIEWS;
  const view = boardViewOf(params.get('view'), views);
  const setView = (next: BoardView) => {
    const search = new URLSearchParams(params);
    if (next !== 'orders') search.set('view', next);
    else search.delete('view');
    setParams(search, { replace: true });
  };
  const ordering = restaurant?.ordering;

  const baseTitle = `${restaurant?.name ?? ''} | ${t('title')}`;
  const badgeTitle = useCallback(
    (count: number) => `${t('alerts.newOrders', { count })} | ${restaurant?.name ?? ''}`,
    [t, restaurant?.name],
  );
  const alerts = useNewOrderAlert(baseTitle, badgeTitle);
  const stream = useBoardStream(
    token,
    useCallback(
      (event: ManagerBoardEvent) => {
        if (isNewForKitchen(event)) alerts.alert(t('alerts.newOrder'));
        // A table calls the dish collector: someone should see to it, so it stays until closed.
        if (event.kind === 'robot') {
          const message = t('alerts.robot', { table: event.tableName ?? '' });
          alerts.ring(message);
          showSnackbar({ message, type: 'info', duration: 60_000, closable: true });
        }
        // A guest booked or cancelled a table online: the front of house should know before they arrive.
        if (event.kind === 'reservation' && event.reservation) {
          const { action, name, people, date, time, tableName } = event.reservation;
          const words = { name, people, table: tableName, when: formatLocalDateTime(`${date} ${time}`, lang) };
          const message = action === 'booked' ? t('alerts.reservationBooked', words) : t('alerts.reservationCancelled', words);
          alerts.ring(message);
          showSnackbar({ message, type: 'info', duration: 60_000, closable: true });
        }
      },
      [alerts, t, lang],
    ),
  );

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  // Kitchen printers first (their tickets are what the kitchen works from); the browser's print without one.
  const print = useCallback(
    (order: BoardOrder) =>
      reprintOrder(order.orderId, {
        onSuccess: (message) => showSnackbar({ message, type: 'success' }),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'printers_none') setPrinting(order);
          else showSnackbar({ message: error.message });
        },
      }),
    [reprintOrder],
  );

  const move = useCallback(
    (order: BoardOrder, status: 'processing' | 'delivered', readyInMinutes?: number) =>
      change.mutate(
        { orderId: order.orderId, status, ...(readyInMinutes !== undefined ? { readyInMinutes } : {}) },
        {
          onError: (error) =>
            showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
        },
      ),
    [change],
  );

  const listed = orders.data?.data ?? [];
  const all = listed.filter((order) => !order.awaiting_payment);
  const awaitingPayment = listed.filter((order) => order.awaiting_payment);
  return (
    <div className="min-h-dvh bg-canvas print:min-h-0 print:bg-white">
      {/* Printing a ticket prints the ticket alone; otherwise the open view (the table QR sheet) prints. */}
      <div className={printing ? 'print:hidden' : ''}>
        <BoardHeader
          restaurantName={restaurant?.name ?? ''}
          restaurants={restaurant?.restaurants ?? []}
          filter={filter}
          today={today}
          onFilter={setFilter}
          stream={stream}
          alerts={alerts}
          token={token}
          view={view}
          onView={setView}
          views={views}
          onLevers={kitchen ? undefined : () => setLeversOpen(true)}
          isOwner={restaurant?.manager.role === 'owner'}
        />
        {alerts.needsTap && <SoundBand onTap={() => void alerts.enable()} />}
        <PrinterNotice token={token} />
        {(ordering?.pausedUntil || ordering?.busyUntil) && (
          <div className="bg-amber-100 text-amber-950" role="status" data-testid="levers-banner">
            <p className="mx-auto flex max-w-[1600px] flex-wrap gap-x-6 px-4 py-2 text-sm font-semibold">
              {ordering.pausedUntil && (
                <span>{t('levers.pausedUntil', { time: localTime(ordering.pausedUntil, timeZone) })}</span>
              )}
              {ordering.busyUntil && (
                <span>
                  {t('levers.busyUntil', {
                    minutes: ordering.busyExtraMinutes,
                    time: localTime(ordering.busyUntil, timeZone),
                  })}
                </span>
              )}
            </p>
          </div>
        )}
        {view === 'reservations' ? (
          <main className="mx-auto max-w-[1600px] p-4">
            <ReservationsDay token={token} today={today} />
          </main>
        ) : view === 'tables' ? (
          <main className="mx-auto max-w-[1600px] p-4 print:max-w-none print:p-0">
            <TableBills token={token} />
            <TableCodes token={token} />
          </main>
        ) : view === 'reviews' ? (
          <main className="mx-auto max-w-[1600px] p-4">
            <ReviewsPanel token={token} />
          </main>
        ) : view === 'menu' ? (
          <main className="mx-auto grid max-w-[1600px] items-start gap-4 p-4 lg:grid-cols-2">
            <StockList token={token} />
            {!kitchen && <BreakPatternsPanel token={token} today={today} />}
          </main>
        ) : (
          <>
            {!kitchen && (
              <div className="mx-auto max-w-[1600px] px-4 pt-3">
                <DaySummary summary={summary} />
              </div>
            )}
            <div className="mx-auto max-w-[1600px] px-4 pt-3 empty:hidden">
              <CallsPanel token={token} timeZone={timeZone} />
            </div>
            {orders.isError && !orders.data ? (
              <div className="mx-auto mt-10 max-w-md rounded-2xl bg-surface p-6 text-center shadow-card" role="alert">
                <p className="font-semibold">{t('errors.loadFailed')}</p>
                <button
                  type="button"
                  onClick={() => void orders.refetch()}
                  className={buttonClass('primary', 'md', 'mt-4')}
                >
                  {t('errors.retry')}
                </button>
              </div>
            ) : (
              <main className="mx-auto grid max-w-[1600px] gap-4 p-4 md:grid-cols-3" aria-busy={orders.isFetching}>
                {LANES.map((lane) => {
                  const laneOrders = all.filter((order) => (lane.statuses as readonly string[]).includes(order.status));
                  // Open orders come due first; finished ones newest first, the last one done on top.
                  if (lane.key === 'done') laneOrders.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
                  return (
                    <section
                      key={lane.key}
                      aria-labelledby={`lane-${lane.key}`}
                      className="min-w-0"
                      data-testid={`lane-${lane.key}`}
                    >
                      <h2 id={`lane-${lane.key}`} className="mb-3 flex items-center gap-2 text-base font-bold">
                        {t(`lanes.${lane.key}`)}
                        <span className="rounded-full bg-stone-900/10 px-2 py-0.5 text-sm tabular-nums">
                          {laneOrders.length}
                        </span>
                      </h2>
                      <div className="space-y-3">
                        {!orders.data ? (
                          <Skeleton className="h-48 w-full rounded-2xl" />
                        ) : laneOrders.length === 0 ? (
                          <p className="rounded-2xl border-2 border-dashed border-line p-6 text-center text-sm text-muted">
                            {t('lanes.empty')}
                          </p>
                        ) : (
                          laneOrders.map((order) => (
                            <OrderCard
                              key={order.orderId}
                              order={order}
                              timeZone={timeZone}
                              now={now}
                              busy={change.isPending && change.variables?.orderId === order.orderId}
                              onMove={move}
                              onReject={setRejecting}
                              onPrint={print}
                              canReject={!kitchen}
                            />
                          ))
                        )}
                      </div>
                    </section>
                  );
                })}
              </main>
            )}
            <AwaitingPaymentLane orders={awaitingPayment} />
          </>
        )}
      </div>
      {leversOpen && ordering && (
        <LeversSheet token={token} state={ordering} timeZone={timeZone} onClose={() => setLeversOpen(false)} />
      )}
      {printing && <KitchenTicket order={printing} />}
      {rejecting && (
        <RejectDialog
          orderNumber={rejecting.orderNumber}
          busy={change.isPending}
          onClose={() => setRejecting(null)}
          onConfirm={(reason) =>
            change.mutate(
              { orderId: rejecting.orderId, status: 'rejected', reason },
              {
                onSuccess: () => setRejecting(null),
                onError: (error) =>
                  showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
              },
            )
          }
        />
      )}
    </div>
  );
}
