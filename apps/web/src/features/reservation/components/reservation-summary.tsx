import type { Reservation } from '@tavola/domain/schemas/reservation';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Icon } from '../../../ui/icon.tsx';
import { formatDay } from './format-day.ts';

/** Day, time, party and table of a booking, as a short description list. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation();
  const rows: Array<{ icon: 'calendar' | 'clock' | 'user' | 'dish'; label: string; value: string; testId: string }> = [
    {
      icon: 'calendar',
      label: t('reservation.date'),
      value: formatDay(reservation.date, i18n.language, 'long'),
      testId: 'summary-date',
    },
    { icon: 'clock', label: t('reservation.time'), value: reservation.time, testId: 'summary-time' },
    {
      icon: 'user',
      label: t('reservation.party'),
      value: [
        t('reservation.adultsCount', { count: reservation.adults }),
        reservation.children > 0 ? t('reservation.childrenCount', { count: reservation.children }) : null,
      ]
        .filter(Boolean)
        .join(', '),
      testId: 'summary-party',
    },
    { icon: 'dish', label: t('reservation.table'), value: reservation.tableName, testId: 'summary-table' },
  ];
  return (
    <dl className="divide-y divide-line rounded-2xl ring-1 ring-line">
      {rows.map((row) => (
        <div key={row.testId} className="flex items-center gap-3 px-4 py-3">
          <dt className="flex min-w-0 flex-1 items-center gap-2.5 text-sm text-muted">
            <Icon name={row.icon} className="size-4 shrink-0" />
            {row.label}
          </dt>
          <dd className="text-end font-semibold text-ink" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
