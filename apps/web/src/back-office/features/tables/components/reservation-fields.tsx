import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { OwnerTables } from '@tavola/domain/schemas/owner-tables';
import { CheckRow, Field, inputClass } from '../../../shared/field.tsx';
import { useTablesTexts } from '../i18n/use-tables-texts.ts';

const NUMBERS = [
  { name: 'maxPartySize', min: 1, max: 100 },
  { name: 'durationMinutes', min: 15, max: 720 },
  { name: 'stepMinutes', min: 5, max: 240 },
  { name: 'leadMinutes', min: 0, max: 10_080 },
  { name: 'availableDays', min: 0, max: 365 },
] as const;

/** Whether guests reserve online, and the rules their booking times follow (domain/reservations). */
export function ReservationFields({ form }: { form: UseFormReturn<OwnerTables> }) {
  const { t } = useTablesTexts();
  const enabled = useWatch({ control: form.control, name: 'reservationTable' });
  const errors = form.formState.errors.reservations;
  return (
    <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm" aria-labelledby="reservations-heading">
      <h2 id="reservations-heading" className="text-lg font-bold">
        {t('reservations.heading')}
      </h2>
      <CheckRow label={t('reservations.enabled')} {...form.register('reservationTable')} data-testid="reservations-enabled" />
      <fieldset disabled={!enabled} className="mt-2 grid gap-4 disabled:opacity-60 sm:grid-cols-2 lg:grid-cols-3">
        {NUMBERS.map(({ name, min, max }) => (
          <Field key={name} label={t(`reservations.${name}`)} error={errors?.[name]?.message}>
            {(control) => (
              <input
                {...control}
                {...form.register(`reservations.${name}`, { valueAsNumber: true })}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                className={inputClass}
                data-testid={`reservation-${name}`}
              />
            )}
          </Field>
        ))}
        <div className="sm:col-span-2 lg:col-span-3">
          <CheckRow label={t('reservations.guestsChooseTable')} {...form.register('reservations.guestsChooseTable')} />
          <p className="mt-1 text-xs text-muted">{t('reservations.hoursHint')}</p>
        </div>
        <Field
          label={t('reservations.notifyEmail')}
          hint={t('reservations.notifyEmailHint')}
          error={errors?.notifyEmail?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              // A cleared field means no mail: the setting is left out rather than saved empty.
              {...form.register('reservations.notifyEmail', { setValueAs: (value: string) => value.trim() || undefined })}
              type="email"
              autoComplete="email"
              dir="ltr"
              className={inputClass}
              data-testid="reservation-notifyEmail"
            />
          )}
        </Field>
      </fieldset>
    </section>
  );
}
