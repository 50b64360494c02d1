import type { ReservationTimes } from '@tavola/domain/schemas/reservation';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';

interface TimeChoiceProps {
  id: string;
  times: ReservationTimes['times'] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The spec's 'no available booking times' text in the guest's language. */
  emptyText: string;
  value: string;
  error: string | undefined;
  onChange: (time: string) => void;
}

const chipLooks =
  'flex h-11 items-center justify-center rounded-xl bg-surface text-[15px] font-semibold tabular-nums text-ink ring-1 ring-line transition select-none peer-checked:bg-primary peer-checked:text-on-primary peer-checked:ring-primary peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-focus-visible:ring-offset-2 hover:bg-stone-50 peer-checked:hover:bg-primary-hover';

/**
 * The booking times as a group of radio buttons (arrow keys move between them, a screen reader
 * hears 'Time, 19:00, 3 of 12'), with its loading, empty and failed states.
 */
export function TimeChoice({
  id,
  times,
  loading,
  failed,
  onRetry,
  emptyText,
  value,
  error,
  onChange,
}: TimeChoiceProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-busy={loading || undefined} className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-ink">
        {t('reservation.time')}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </legend>
      {loading && !times ? (
        <div role="status" className="grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:grid-cols-5">
          <span className="sr-only">{t('reservation.loadingTimes')}</span>
          {Array.from({ length: 10 }, (_, index) => (
            <span key={index} aria-hidden="true" className="h-11 animate-pulse rounded-xl bg-stone-100" />
          ))}
        </div>
      ) : failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <Icon name="alert" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1">{t('reservation.timesFailed')}</p>
          <button type="button" onClick={onRetry} className={buttonClass('secondary', 'sm')}>
            {t('reservation.retry')}
          </button>
        </div>
      ) : times && times.length === 0 ? (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-xl bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
          data-testid="no-booking-times"
        >
          <Icon name="clock" className="mt-px size-5 shrink-0" />
          {emptyText}
        </p>
      ) : (
        <div
          className={`grid grid-cols-3 gap-2 min-[400px]:grid-cols-4 sm:grid-cols-5 ${loading ? 'opacity-60' : ''}`}
          data-testid="booking-times"
        >
          {(times ?? []).map((slot, index) => (
            <label key={slot.time} className="relative">
              <input
                type="radio"
                name={id}
                id={index === 0 ? id : undefined}
                value={slot.time}
                checked={value === slot.time}
                onChange={() => onChange(slot.time)}
                className="peer sr-only"
              />
              <span className={chipLooks}>{slot.time}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid="error-time"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
