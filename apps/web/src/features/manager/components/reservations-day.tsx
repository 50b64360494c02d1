import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ManagerReservation } from '@tavola/domain/schemas/reservation';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useDayReservations, useReservationStatus } from '../api/manager-reservations-api.ts';
import { useManagerTexts } from '../i18n/use-manager-texts.ts';
import { requiredDateChange } from '../../../lib/required-date-change.ts';
import { focusOnMount } from '../../../lib/focus-on-mount.ts';
import { PhoneBookingForm } from './phone-booking-form.tsx';

const statusLooks: Record<ManagerReservation['status'], string> = {
  booked: 'bg-primary/10 text-primary-ink ring-primary/25',
  seated: 'bg-sky-100 text-sky-900 ring-sky-300',
  cancelled: 'bg-stone-100 text-stone-600 ring-stone-300 line-through',
};

/** The day's table reservations (decision 060): time, table, party, guest and phone, Seated and Cancel. */
export function ReservationsDay({ token, today }: { token: string; today: string }) {
  const { t } = useManagerTexts();
  const [params, setParams] = useSearchParams();
  const day = params.get('day') ?? today;
  const setDay = (next: string) => {
    const search = new URLSearchParams(params);
    if (next && next !== today) search.set('day', next);
    else search.delete('day');
    setParams(search, { replace: true });
  };
  const reservations = useDayReservations(token, day);
  const status = useReservationStatus(token, day);
  const list = reservations.data?.date === day ? reservations.data.reservations : undefined;
  const live = (list ?? []).filter((reservation) => reservation.status !== 'cancelled');
  const people = live.reduce((sum, reservation) => sum + reservation.adults + reservation.children, 0);
  const [booking, setBooking] = useState(false);
  // Cancelling frees the table for others: asked once more (issue 27).
  const [cancelling, setCancelling] = useState<string | null>(null);

  return (
    <section
      aria-labelledby="reservations-title"
      className="rounded-3xl bg-surface p-4 shadow-card sm:p-5"
      data-testid="manager-reservations"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="reservations-title" className="text-lg font-bold">
            {t('reservations.title')}
          </h2>
          {list && (
            <p className="mt-0.5 text-sm text-muted" aria-live="polite">
              {t('reservations.count', { count: live.length, people })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-semibold text-muted">
            {t('reservations.day')}
            <input
              type="date"
              value={day}
              onChange={requiredDateChange(day, setDay)}
              className="h-11 rounded-xl border border-line bg-surface px-3 text-[15px] font-semibold text-ink"
              data-testid="reservations-day"
            />
          </label>
          {day !== today && (
            <button type="button" onClick={() => setDay(today)} className={buttonClass('secondary', 'md')}>
              {t('reservations.today')}
            </button>
          )}
          {!booking && (
            <button type="button" onClick={() => setBooking(true)} className={buttonClass('primary', 'md')} data-testid="phone-booking-open">
              <Icon name="phone" />
              {t('phoneBooking.open')}
            </button>
          )}
        </div>
      </div>
      {booking && <PhoneBookingForm key={day} token={token} day={day} onDone={() => setBooking(false)} />}

      {reservations.isError && !list ? (
        <div role="alert" className="mt-5 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t('reservations.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void reservations.refetch()}
            className={buttonClass('secondary', 'sm', 'mt-3')}
          >
            {t('errors.retry')}
          </button>
        </div>
      ) : !list ? (
        <div className="mt-5 space-y-2" aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-16 rounded-2xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="mt-5 rounded-2xl bg-stone-50 px-4 py-6 text-center text-muted" data-testid="reservations-empty">
          {t('reservations.empty')}
        </p>
      ) : (
        <ul className="mt-5 divide-y divide-line rounded-2xl ring-1 ring-line">
          {list.map((reservation) => (
            <li
              key={reservation.id}
              className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 px-4 py-3 md:grid-cols-[6rem_1fr_8rem_10rem_auto]"
              data-testid="manager-reservation"
            >
              <p className="text-lg font-bold tabular-nums">
                {reservation.time}
                <span className="block text-xs font-medium text-muted">– {reservation.endTime}</span>
              </p>
              <div className="min-w-0">
                <p className="truncate font-semibold" data-testid="reservation-guest">
                  {reservation.name}
                </p>
                <a
                  href={`tel:${reservation.phone.replace(/[^\d+]/g, '')}`}
                  dir="ltr"
                  className="inline-flex items-center gap-1 text-sm text-primary-ink hover:underline"
                >
                  <Icon name="phone" className="size-3.5" />
                  {reservation.phone}
                </a>
              </div>
              <p className="col-start-2 text-sm md:col-start-auto">
                <span className="sr-only">{t('reservations.table')}: </span>
                <span className="font-semibold">{reservation.tableName}</span>
              </p>
              <p className="col-start-2 text-sm text-muted md:col-start-auto">
                <span className="sr-only">{t('reservations.party')}: </span>
                {[
                  t('reservations.adultsCount', { count: reservation.adults }),
                  reservation.children > 0 ? t('reservations.childrenCount', { count: reservation.children }) : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
              <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 md:col-span-1">
                <span
                  className={`rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${statusLooks[reservation.status]}`}
                  data-testid="reservation-status"
                >
                  {t(`reservations.statuses.${reservation.status}`)}
                </span>
                {reservation.status === 'booked' && (
                  <>
                    <button
                      type="button"
                      onClick={() => status.mutate({ reservationId: reservation.id, status: 'seated' })}
                      disabled={status.isPending}
                      aria-label={`${t('reservations.seated')}: ${reservation.name}, ${reservation.time}`}
                      className={buttonClass('primary', 'sm')}
                      data-testid="reservation-seated"
                    >
                      <Icon name="check" className="size-4" />
                      {t('reservations.seated')}
                    </button>
                    <button
                      type="button"
                      onClick={() => setCancelling(reservation.id)}
                      disabled={status.isPending}
                      aria-expanded={cancelling === reservation.id}
                      aria-label={`${t('reservations.cancel')}: ${reservation.name}, ${reservation.time}`}
                      className={buttonClass('dangerSoft', 'sm')}
                      data-testid="reservation-cancel"
                    >
                      {t('reservations.cancel')}
                    </button>
                  </>
                )}
              </div>
              {cancelling === reservation.id && reservation.status === 'booked' && (
                <div role="group" aria-label={t('reservations.cancel')} className="col-span-full rounded-xl bg-red-50 p-3 text-sm text-red-900" data-testid="reservation-cancel-confirm">
                  <p className="font-semibold">{t('phoneBooking.confirmCancel', { name: reservation.name, time: reservation.time })}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      disabled={status.isPending}
                      onClick={() =>
                        status.mutate({ reservationId: reservation.id, status: 'cancelled' }, { onSuccess: () => setCancelling(null) })
                      }
                      className={buttonClass('danger', 'sm')}
                      data-testid="reservation-cancel-yes"
                    >
                      {t('phoneBooking.confirmYes')}
                    </button>
                    <button type="button" ref={focusOnMount} onClick={() => setCancelling(null)} className={buttonClass('secondary', 'sm')}>
                      {t('phoneBooking.keep')}
                    </button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
