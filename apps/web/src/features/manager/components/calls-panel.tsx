import type { BoardCall } from '@tavola/domain/schemas/board-calls';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { ApiError } from '../../../api/api-error.ts';
import { buttonClass } from '../../../ui/button.ts';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useBoardCalls, useCallDone } from '../api/manager-calls-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { tableLabel } from './table-label.ts';

/**
 * The tables' dish-collector calls (issue 27): open ones with a "done" button, closed ones with who
 * closed them. Its own count, apart from the orders'; hidden while the evening has no call.
 */
export function CallsPanel({ token, timeZone }: { token: string; timeZone: string }) {
  const { t } = useManagerTexts();
  const calls = useBoardCalls(token).data ?? [];
  const done = useCallDone(token);
  if (calls.length === 0) return null;
  const open = calls.filter((call) => call.doneAt === null);
  const time = (iso: string) => formatClockTime(toLocalMoment(new Date(iso), timeZone).minutes);
  const close = (call: BoardCall) =>
    done.mutate(call.id, {
      onError: (error) => showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
    });

  return (
    <section aria-labelledby="calls-title" className="rounded-2xl bg-surface p-4 shadow-card" data-testid="board-calls">
      <h2 id="calls-title" className="flex items-center gap-2 text-base font-bold">
        {t('calls.title')}
        <span
          className={`rounded-full px-2 py-0.5 text-sm tabular-nums ${open.length > 0 ? 'bg-amber-100 text-amber-950' : 'bg-stone-900/10'}`}
          data-testid="calls-count"
        >
          {t('calls.open', { count: open.length })}
        </span>
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {calls.map((call) => {
          const table = tableLabel(call.tableName, t);
          return (
            <li
              key={call.id}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-xl p-3 ring-1 ${call.doneAt ? 'ring-line' : 'bg-amber-50 ring-amber-300'}`}
              data-testid="board-call"
              data-done={call.doneAt ? 'true' : 'false'}
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{t('calls.called', { table })}</p>
                <p className="text-muted">
                  {t('calls.at', { time: time(call.calledAt) })}
                  {call.doneAt && (
                    <>
                      {' · '}
                      {call.doneBy ? (
                        <>
                          {t('calls.doneBy', { time: time(call.doneAt), who: '' })}
                          <bdi dir="ltr">{call.doneBy}</bdi>
                        </>
                      ) : (
                        t('calls.doneByGone', { time: time(call.doneAt) })
                      )}
                    </>
                  )}
                </p>
              </div>
              {!call.doneAt && (
                <button
                  type="button"
                  onClick={() => close(call)}
                  disabled={done.isPending && done.variables === call.id}
                  className={buttonClass('primary', 'md')}
                  aria-label={`${t('calls.done')}: ${table}`}
                  data-testid="call-done"
                >
                  {t('calls.done')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
