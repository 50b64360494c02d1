import { useEffect, type FormEvent } from 'react';
import { formatMessage, isLang } from '@tavola/domain/messages/catalogue';
import type { Reservation } from '@tavola/domain/schemas/reservation';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { buttonClass } from '../../../ui/button.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useReservationTimes } from '../api/reservation-times.ts';
import { useReserveTable } from '../api/reserve-table.ts';
import { useBotCheck } from '../../../lib/bot-check.ts';
import { HoneypotField } from '../../../ui/honeypot-field.tsx';
import { useReservationForm } from '../hooks/use-reservation-form.ts';
import { formatDay } from './format-day.ts';
import { PartyStepper } from './party-stepper.tsx';
import { fieldLooks, ReservationField } from './reservation-field.tsx';
import { TimeChoice } from './time-choice.tsx';

/** Party, day, time, table (where the restaurant lets guests choose) and contact; one submit. */
export function ReservationFormView({ onBooked }: { onBooked: (reservation: Reservation, email: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang = isLang(i18n.language) ? i18n.language : 'en';
  const form = useReservationForm({
    adults: 2,
    children: 0,
    date: '',
    time: '',
    tableId: null,
    name: '',
    email: '',
    phone: '',
  });
  const { values, errors, set, idOf } = form;
  const people = values.adults + values.children;
  const times = useReservationTimes(values.date || null, values.adults, values.children, people >= 1);
  const reserve = useReserveTable();
  const bot = useBotCheck('reservation');
  const data = times.data;
  const maxParty = data?.maxPartySize ?? 8;
  const slot = data?.times.find((time) => time.time === values.time);

  // The server picks the first bookable day; a time or table no longer offered is cleared.
  useEffect(() => {
    if (!data || times.isPlaceholderData) return;
    if (!values.date && data.date) set('date', data.date);
    if (values.time && !data.times.some((time) => time.time === values.time)) set('time', '');
    if (values.tableId !== null && !slot?.tables.some((table) => table.id === values.tableId)) set('tableId', null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, times.isPlaceholderData]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate();
    if (!input) return;
    void bot.fields().then((fields) =>
      reserve.mutate(
        { form: input, bot: fields },
        {
          onSuccess: ({ reservation }) => onBooked(reservation, values.email.trim()),
          onError: (error) => {
            bot.renew();
            form.showError(error);
          },
        },
      ),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="relative space-y-6" data-testid="reservation-form">
      <HoneypotField inputRef={bot.honeypot} />
      <section aria-labelledby={idOf('adults') + '-heading'} className="space-y-2">
        <h3 id={idOf('adults') + '-heading'} className="text-sm font-semibold text-ink">
          {t('reservation.party')}
        </h3>
        <div className="grid gap-2 sm:grid-cols-2">
          <PartyStepper
            id={idOf('adults')}
            label={t('reservation.adults')}
            value={values.adults}
            min={values.children > 0 ? 0 : 1}
            max={maxParty - values.children}
            fewerLabel={t('reservation.fewerAdults')}
            moreLabel={t('reservation.moreAdults')}
            onChange={(value) => set('adults', value)}
            testId="reservation-adults"
          />
          <PartyStepper
            id={idOf('children')}
            label={t('reservation.children')}
            value={values.children}
            min={values.adults > 0 ? 0 : 1}
            max={maxParty - values.adults}
            fewerLabel={t('reservation.fewerChildren')}
            moreLabel={t('reservation.moreChildren')}
            onChange={(value) => set('children', value)}
            testId="reservation-children"
          />
        </div>
        <p className={`text-xs ${people >= maxParty ? 'font-medium text-ink' : 'text-muted'}`}>
          {t('reservation.partyTooLarge', { max: maxParty })}
        </p>
        {errors.adults && (
          <p role="alert" className="text-sm font-medium text-red-700" data-testid="error-adults">
            {errors.adults}
          </p>
        )}
      </section>

      <div>
        <label htmlFor={idOf('date')} className="mb-1.5 flex items-center gap-1.5 text-sm font-semibold text-ink">
          <Icon name="calendar" className="size-4 text-muted" />
          {t('reservation.date')}
        </label>
        <select
          id={idOf('date')}
          value={values.date}
          onChange={(event) => {
            set('date', event.target.value);
            set('time', '');
          }}
          aria-invalid={errors.date ? true : undefined}
          className={`${fieldLooks} appearance-auto`}
          data-testid="reservation-date"
        >
          {!values.date && <option value="">…</option>}
          {(data?.dates ?? []).map((date) => (
            <option key={date} value={date}>
              {formatDay(date, lang)}
            </option>
          ))}
        </select>
      </div>

      <TimeChoice
        id={idOf('time')}
        times={people >= 1 ? data?.times : []}
        loading={times.isFetching}
        failed={times.isError}
        onRetry={() => void times.refetch()}
        emptyText={formatMessage('no_booking_times', lang)}
        value={values.time}
        error={errors.time}
        onChange={(time) => set('time', time)}
      />

      {data?.guestsChooseTable && slot && slot.tables.length > 0 && (
        <div>
          <label htmlFor={idOf('tableId')} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('reservation.table')}
          </label>
          <select
            id={idOf('tableId')}
            value={values.tableId ?? ''}
            onChange={(event) => set('tableId', event.target.value ? Number(event.target.value) : null)}
            className={`${fieldLooks} appearance-auto`}
            data-testid="reservation-table"
          >
            <option value="">{t('reservation.anyTable')}</option>
            {slot.tables.map((table) => (
              <option key={table.id} value={table.id}>
                {t(table.area ? 'reservation.tableOptionArea' : 'reservation.tableOption', {
                  name: table.name,
                  seats: table.seats,
                  area: table.area ?? '',
                })}
              </option>
            ))}
          </select>
        </div>
      )}

      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reservation.contact')}</legend>
        <ReservationField
          id={idOf('name')}
          label={t('reservation.name')}
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
          autoComplete="name"
          testId="reservation-name"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ReservationField
            id={idOf('email')}
            label={t('reservation.email')}
            value={values.email}
            error={errors.email}
            onChange={(value) => set('email', value)}
            type="email"
            autoComplete="email"
            spellCheck={false}
            autoCapitalize="none"
            testId="reservation-email"
          />
          <ReservationField
            id={idOf('phone')}
            label={t('reservation.phone')}
            value={values.phone}
            error={errors.phone}
            hint={t('reservation.phoneHint')}
            onChange={(value) => set('phone', value)}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            testId="reservation-phone"
          />
        </div>
      </fieldset>

      {form.formError && (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          data-testid="reservation-error"
        >
          <Icon name="alert" className="mt-px size-5 shrink-0" />
          <p className="min-w-0">{form.formError}</p>
        </div>
      )}

      <button
        type="submit"
        disabled={reserve.isPending}
        aria-busy={reserve.isPending || undefined}
        className={buttonClass('primary', 'lg', 'w-full')}
        data-testid="reservation-submit"
      >
        {reserve.isPending && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          />
        )}
        {reserve.isPending ? t('reservation.submitting') : t('reservation.submit')}
      </button>
    </form>
  );
}
