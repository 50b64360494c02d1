import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { PersonDetails } from '../hooks/use-person-details.ts';

/** ITEM_DETAIL_NAME_MAX_LENGTH of the shared basket schema, repeated: importing it would bundle zod. */
const NAME_MAX_LENGTH = 100;

const inputClass =
  'mt-1.5 block h-12 w-full rounded-xl bg-surface px-3.5 text-[16px] ring-1 ring-line transition outline-none focus:ring-2 focus:ring-primary aria-invalid:ring-red-600';

/**
 * The person name and date an event-mode product asks for (spec §5). A field's message shows once
 * the guest has left it; Add stays disabled until both are valid.
 */
export function PersonFields({ details }: { details: PersonDetails }) {
  const { t, i18n } = useTranslation();
  const [touched, setTouched] = useState({ name: false, date: false });
  const { config, problem, bounds } = details;
  const nameError = touched.name && problem === 'name_is_required' ? t('event.nameRequired') : null;
  const dateError =
    touched.date && problem === 'date_is_required'
      ? t('event.dateRequired')
      : touched.date && problem === 'product_not_available_for_date'
        ? t('event.dateNotAvailable')
        : null;
  const formatDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );

  return (
    <fieldset className="mt-6 space-y-4 rounded-2xl bg-canvas p-4" data-testid="person-fields">
      {config.name && (
        <div>
          <label htmlFor="person-name" className="text-sm font-semibold">
            {t('event.fullName')} *
          </label>
          <input
            id="person-name"
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={details.fullName}
            onChange={(event) => details.setFullName(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'person-name-error' : 'person-name-hint'}
            className={inputClass}
            data-testid="person-name"
          />
          {nameError ? (
            <p id="person-name-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {nameError}
            </p>
          ) : (
            <p id="person-name-hint" className="mt-1 text-sm text-muted">
              {t('event.fullNameHint')}
            </p>
          )}
        </div>
      )}
      {config.date && (
        <div>
          <label htmlFor="person-date" className="text-sm font-semibold">
            {t('event.date')} *
          </label>
          <input
            id="person-date"
            type="date"
            min={bounds?.min}
            max={bounds?.max}
            value={details.date}
            onChange={(event) => details.setDate(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, date: true }))}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? 'person-date-error' : 'person-date-hint'}
            className={inputClass}
            data-testid="person-date"
          />
          {dateError ? (
            <p id="person-date-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {dateError}
            </p>
          ) : (
            bounds && (
              <p id="person-date-hint" className="mt-1 text-sm text-muted">
                {t('event.dateHint', { from: formatDate(bounds.min), to: formatDate(bounds.max) })}
              </p>
            )
          )}
        </div>
      )}
    </fieldset>
  );
}
