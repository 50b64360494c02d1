import { useState } from 'react';
import type { ManagerOrderingState } from '@tavola/domain/schemas/manager';
import { BUSY_EXTRA_MINUTES } from '@tavola/domain/time/ordering-pause';
import { formatClockTime } from '@tavola/domain/time/local-clock';
import { toLocalMoment } from '@tavola/domain/time/zoned';
import { ApiError } from '../../../api/api-error.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Sheet } from '../../../ui/sheet.tsx';
import { showSnackbar } from '../../../ui/snackbar-store.ts';
import { useOrderingLever } from '../api/manager-menu-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';

const PAUSES = [
  { key: 'm30', minutes: 30 },
  { key: 'h1', minutes: 60 },
  { key: 'h2', minutes: 120 },
  { key: 'h4', minutes: 240 },
] as const;

export function localTime(iso: string, timeZone: string): string {
  return formatClockTime(toLocalMoment(new Date(iso), timeZone).minutes);
}

/** The rush levers: pause online orders with a message, or add minutes for a busy evening. */
export function LeversSheet({
  token,
  state,
  timeZone,
  onClose,
}: {
  token: string;
  state: ManagerOrderingState;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useManagerTexts();
  const lever = useOrderingLever(token);
  const [message, setMessage] = useState(state.pauseMessage ?? '');
  const pull = (name: 'pause' | 'resume' | 'busy', body: Record<string, unknown>) =>
    lever.mutate(
      { lever: name, body },
      {
        onError: (error) =>
          showSnackbar({ message: error instanceof ApiError ? error.message : String(error), type: 'error' }),
      },
    );
  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('levers.open')}
      variant="panel"
      testId="levers-sheet"
    >
      <section aria-labelledby="pause-title">
        <h3 id="pause-title" className="text-lg font-bold">
          {t('levers.pauseTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('levers.pauseIntro')}</p>
        {state.pausedUntil ? (
          <div className="mt-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
            <p className="font-semibold text-amber-950">
              {t('levers.pausedUntil', { time: localTime(state.pausedUntil, timeZone) })}
            </p>
            <button
              type="button"
              disabled={lever.isPending}
              onClick={() => pull('resume', {})}
              className={buttonClass('primary', 'lg', 'mt-3 w-full')}
            >
              {t('levers.resume')}
            </button>
          </div>
        ) : (
          <>
            <label className="mt-4 block text-sm font-semibold">
              {t('levers.message')}
              <input
                value={message}
                maxLength={300}
                placeholder={t('levers.messagePlaceholder')}
                onChange={(event) => setMessage(event.target.value)}
                className="mt-1.5 block h-12 w-full rounded-xl border border-line bg-surface px-4 text-base focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
                data-testid="pause-message"
              />
            </label>
            <div className="mt-3 grid grid-cols-2 gap-2">
              {PAUSES.map((pause) => (
                <button
                  key={pause.key}
                  type="button"
                  disabled={lever.isPending}
                  onClick={() =>
                    pull('pause', { minutes: pause.minutes, ...(message.trim() ? { message: message.trim() } : {}) })
                  }
                  className={buttonClass('secondary', 'lg')}
                >
                  {t('levers.pauseFor', { label: t(`levers.durations.${pause.key}`) })}
                </button>
              ))}
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="busy-title" className="mt-8 border-t border-line pt-6">
        <h3 id="busy-title" className="text-lg font-bold">
          {t('levers.busyTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('levers.busyIntro')}</p>
        {state.busyUntil && (
          <p className="mt-3 font-semibold text-amber-950">
            {t('levers.busyUntil', { minutes: state.busyExtraMinutes, time: localTime(state.busyUntil, timeZone) })}
          </p>
        )}
        <div className="mt-3 grid grid-cols-2 gap-2" role="group" aria-label={t('levers.busyTitle')}>
          {BUSY_EXTRA_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              aria-pressed={state.busyExtraMinutes === minutes}
              disabled={lever.isPending}
              onClick={() => pull('busy', { extraMinutes: minutes, minutes: 120 })}
              className={buttonClass(state.busyExtraMinutes === minutes ? 'primary' : 'secondary', 'lg')}
            >
              {t('levers.busyAdd', { minutes })}
            </button>
          ))}
        </div>
        {state.busyUntil && (
          <button
            type="button"
            disabled={lever.isPending}
            onClick={() => pull('busy', { extraMinutes: 0 })}
            className={buttonClass('ghost', 'lg', 'mt-2 w-full')}
          >
            {t('levers.busyEnd')}
          </button>
        )}
      </section>
    </Sheet>
  );
}
